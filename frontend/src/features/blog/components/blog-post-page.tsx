import { Link, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { buttonClasses, Spinner } from '@/components/ui'
import { LoadFailed } from '@/components/ui/load-failed'
import { Markdown } from '@/components/ui/markdown'
import { NotFoundView } from '@/components/layout/not-found-view'
import { isLanguage } from '@/i18n/languages'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useBlogPost } from '../api/get-blog-post'
import { BlogImage } from './blog-image'
import { CategoryBadge } from './category-badge'
import { PostMeta } from './post-meta'

export default function BlogPostPage() {
  const { t, i18n } = useTranslation()
  const { slug = '' } = useParams()
  const lp = useLocalizedPath()
  const lang = isLanguage(i18n.language) ? i18n.language : 'en'
  const post = useBlogPost(slug, lang)
  const notFound = isApiError(post.error) && post.error.status === 404
  usePageMeta(
    notFound ? 'notFound' : 'blogPost',
    post.data ? { title: post.data.title, description: post.data.excerpt } : undefined,
  )

  const back = (
    <Link
      to={lp(paths.blog)}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-ocean-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('blog.backToBlog')}
    </Link>
  )

  if (post.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-24 text-slate-600" role="status">
        <Spinner />
        {t('blog.loadingPost')}
      </div>
    )
  }

  if (notFound) {
    return (
      <NotFoundView title={t('blog.notFoundTitle')} text={t('blog.notFoundBody')}>
        <Link to={lp(paths.blog)} className={buttonClasses('primary', 'md')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('blog.backToBlog')}
        </Link>
      </NotFoundView>
    )
  }

  if (post.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <LoadFailed
          message={t('blog.failedPost')}
          retryLabel={t('blog.retry')}
          onRetry={post.refetch}
          className="text-left"
        />
        <div className="mt-8 flex flex-col items-center gap-3">
          <Link to={lp(paths.blog)} className={buttonClasses('primary', 'md')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('blog.backToBlog')}
          </Link>
        </div>
      </div>
    )
  }

  const data = post.data
  return (
    <article>
      <header className="bg-gradient-to-br from-ocean-800 via-ocean-700 to-ocean-600 text-white">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-10 sm:px-6 sm:pt-16">
          <CategoryBadge category={data.category} />
          <h1
            className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl"
            style={{ fontFamily: 'var(--font-display)' }}
          >
            {data.title}
          </h1>
          <p className="mt-4 text-lg text-ocean-50/90">{data.excerpt}</p>
          <PostMeta
            author={data.author}
            publishedAt={data.publishedAt}
            minutes={data.readTimeMinutes}
            light
            className="mt-5"
          />
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {back}
        {data.image ? (
          <BlogImage
            src={data.image}
            alt={data.title}
            sizes="(min-width: 768px) 720px, 100vw"
            eager
            className="mt-6 aspect-[3/2] w-full rounded-3xl"
          />
        ) : null}
        <Markdown className="mt-6">{data.body}</Markdown>
        <aside className="mt-12 rounded-3xl bg-gradient-to-br from-ocean-800 to-ocean-600 px-6 py-8 text-white">
          <h2 className="text-2xl font-bold">{t('blog.ctaTitle')}</h2>
          <p className="mt-2 text-ocean-50/90">{t('blog.ctaBody')}</p>
          <Link to={lp(paths.surfCamps)} className={buttonClasses('accent', 'lg', 'mt-5')}>
            {t('blog.ctaButton')}
          </Link>
        </aside>
        <div className="mt-8">{back}</div>
      </div>
    </article>
  )
}
