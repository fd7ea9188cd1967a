import { Link } from 'react-router'
import { ArrowRight, Clock } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { buttonClasses } from '@/components/ui/button'
import { CampImage } from '@/features/catalogue/components/camp-image'
import { CategoryBadge } from '@/features/blog/components/category-badge'
import { useApiLanguage } from '@/i18n/api-language'
import { useLocalizedPath } from '@/i18n/routing'
import { blogPostPath, paths } from '@/lib/config/paths'
import { formatDate } from '@/lib/format'
import { useBlogTeasers } from '../api/get-blog-teasers'
import { Container, SectionHeading } from './section-heading'

export function BlogTeasers() {
  const { t, i18n } = useTranslation()
  const lp = useLocalizedPath()
  const lang = useApiLanguage()
  const posts = useBlogTeasers(lang).data ?? []
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="blog-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="blog-title" title={t('home.blog.title')} subtitle={t('home.blog.subtitle')} />
        <ul className="grid gap-6 md:grid-cols-3" data-testid="blog-teasers">
          {posts.map((post) => (
            <li key={post.id} className="flex">
              <article className="group relative flex w-full flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
                <CampImage src={post.image} alt="" sizes="(min-width: 768px) 33vw, 100vw" />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <p className="flex flex-wrap items-center gap-x-3 text-xs font-semibold text-slate-500">
                    <CategoryBadge category={post.category} tone="soft" />
                    <span className="inline-flex items-center gap-1">
                      <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                      {t('home.blog.readTime', { count: post.readTimeMinutes })}
                    </span>
                    <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, i18n.language)}</time>
                  </p>
                  <h3 className="text-lg leading-snug font-bold text-slate-900">
                    <Link
                      to={lp(blogPostPath(post.slug))}
                      className="after:absolute after:inset-0 hover:text-ocean-700 focus-visible:underline"
                    >
                      {post.title}
                    </Link>
                  </h3>
                  <p className="line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
                  <span
                    className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-ocean-700"
                    aria-hidden="true"
                  >
                    {t('home.blog.readMore')}
                    <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={lp(paths.blog)} className={buttonClasses('outline', 'lg')}>
            {t('home.blog.viewAll')}
          </Link>
        </div>
      </Container>
    </section>
  )
}
