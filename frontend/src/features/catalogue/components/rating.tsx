import { Star } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Badge } from '@/components/ui/badge'
import { formatRating } from '@/lib/format'

/** Stars from stored reviews, or "New" when a package has none yet (never a made-up score). */
export function RatingSummary({ rating, reviewCount }: { rating: string | null | undefined; reviewCount: number }) {
  const { t, i18n } = useTranslation()
  if (rating == null || reviewCount === 0) {
    return (
      <Badge variant="success" data-testid="rating-new">
        {t('catalogue.card.new')}
      </Badge>
    )
  }
  const value = formatRating(rating, i18n.language)
  return (
    <span className="inline-flex items-center gap-1 text-sm" data-testid="rating">
      <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold text-slate-900">
        <span className="sr-only">{t('catalogue.card.rating', { rating: value })}</span>
        <span aria-hidden="true">{value}</span>
      </span>
      <span className="text-slate-500">({t('catalogue.card.reviews', { count: reviewCount })})</span>
    </span>
  )
}
