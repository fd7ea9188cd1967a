import { Link, useSearchParams } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/layout/page-shell'
import { Spinner } from '@/components/ui'
import { LoadFailed } from '@/components/ui/load-failed'
import { isLanguage } from '@/i18n/languages'
import { useLocalizedPath } from '@/i18n/routing'
import { blogPostPath } from '@/lib/config/paths'
import { cn } from '@/lib/ui/cn'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useBlogPosts, type BlogPostCard } from '../api/list-blog-posts'
import { BLOG_CATEGORIES, isBlogCategory } from '../lib/blog'
import { BlogImage } from './blog-image'
import { CategoryBadge } from './category-badge'
import { PostMeta } from './post-meta'

function PostCard({ post, featured = false }: { post: BlogPostCard; featured?: boolean }) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  const href = lp(blogPostPath(post.slug))
  return (
    <article
      className={cn(
        'group flex flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm transition-shadow hover:shadow-lg',
        featured && 'lg:flex-row',
      )}
      data-testid={featured ? 'featured-post' : 'post-card'}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className={cn('relative block', featured ? 'lg:w-3/5' : '')}>
        <BlogImage
          src={post.image}
          alt=""
          sizes={
            featured ? '(min-width: 1024px) 720px, 100vw' : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'
          }
          eager={featured}
          className={cn('w-full', featured ? 'aspect-[16/9] lg:h-full lg:min-h-80' : 'aspect-[3/2]')}
        />
        <CategoryBadge category={post.category} className="absolute top-4 left-4" />
      </Link>
      <div className={cn('flex flex-1 flex-col p-5 sm:p-6', featured && 'lg:justify-center lg:p-8')}>
        {featured ? (
          <p className="mb-2 text-xs font-bold tracking-wider text-sunset-600 uppercase">{t('blog.featured')}</p>
        ) : null}
        <h2 className={cn('font-bold tracking-tight text-slate-900', featured ? 'text-2xl sm:text-3xl' : 'text-xl')}>
          <Link to={href} className="hover:text-ocean-700 focus-visible:outline-offset-4">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
        <PostMeta
          author={featured ? post.author : undefined}
          publishedAt={post.publishedAt}
          minutes={post.readTimeMinutes}
          className="mt-4"
        />
        <Link
          to={href}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 hover:underline"
          aria-label={t('common.labelled', { label: t('blog.readMore'), value: post.title })}
        >
          {t('blog.readMore')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  )
}

export default function BlogIndexPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('blog')
  const [params, setParams] = useSearchParams()
  const requested = params.get('category')
  const category = isBlogCategory(requested) ? requested : null
  const lang = isLanguage(i18n.language) ? i18n.language : 'en'
  const posts = useBlogPosts(category, lang)
  const items = posts.data?.items ?? []
  const [featured, ...rest] = items
  const showFeatured = category === null && featured !== undefined

  function choose(next: string | null) {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current)
        if (next) copy.set('category', next)
        else copy.delete('category')
        return copy
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const filters: { key: string | null; label: string }[] = [
    { key: null, label: t('blogCategories.all') },
    ...BLOG_CATEGORIES.map((key) => ({ key, label: t(`blogCategories.${key}`) })),
  ]

  return (
    <>
      <PageHeader title={t('pages.blog.title')}>
        <p className="mt-3 max-w-2xl text-lg text-ocean-50/90">{t('blog.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div
          role="group"
          aria-label={t('blog.filterLabel')}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
        >
          {filters.map((filter) => {
            const active = filter.key === category
            return (
              <button
                key={filter.key ?? 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => choose(filter.key)}
                className={cn(
                  'h-10 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  active
                    ? 'border-ocean-700 bg-ocean-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-ocean-500 hover:text-ocean-800',
                )}
              >
                {filter.label}
              </button>
            )
          })}
        </div>

        <div className="mt-6" aria-live="polite" aria-busy={posts.isFetching || undefined}>
          {posts.isPending ? (
            <div className="flex items-center justify-center gap-3 py-16 text-slate-600">
              <Spinner />
              {t('blog.loading')}
            </div>
          ) : posts.isError ? (
            <LoadFailed message={t('blog.failed')} retryLabel={t('blog.retry')} onRetry={posts.refetch} />
          ) : items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-sand-300 bg-white/70 px-6 py-12 text-center text-slate-600">
              {t('blog.empty')}
            </p>
          ) : (
            <div className={cn('space-y-8 transition-opacity', posts.isPlaceholderData && 'opacity-60')}>
              {showFeatured ? <PostCard post={featured} featured /> : null}
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {(showFeatured ? rest : items).map((post) => (
                  <PostCard key={post.id} post={post} />
                ))}
              </div>
            </div>
          )}
        </div>
      </div>
    </>
  )
}
