import { Calendar, Clock, User } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'
import { formatLongDate } from '@/lib/format'

/** Author, date and read time of a post. */
export function PostMeta({
  author,
  publishedAt,
  minutes,
  className,
  light = false,
}: {
  author?: string
  publishedAt: string
  minutes: number
  className?: string
  light?: boolean
}) {
  const { t, i18n } = useTranslation()
  const tone = light ? 'text-ocean-50/90' : 'text-slate-500'
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', tone, className)}>
      {author ? (
        <span className="inline-flex items-center gap-1.5">
          <User className="h-4 w-4" aria-hidden="true" />
          {t('blog.byAuthor', { author })}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1.5">
        <Calendar className="h-4 w-4" aria-hidden="true" />
        <time dateTime={publishedAt}>{formatLongDate(publishedAt, i18n.language)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {t('blog.readTime', { minutes })}
      </span>
    </p>
  )
}
