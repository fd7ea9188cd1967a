import { useTranslation } from '@/i18n/react'
import type { PackageDetail } from '@/api/types'
import { ReviewText } from '@/features/reviews/components/review-text'
import { useApiLanguage } from '@/i18n/api-language'
import { useDisplayNames } from '@/i18n/display-names'
import { formatRating } from '@/lib/format'
import { usePackageReviews } from '../api/get-package-reviews'
import { Stars } from '@/components/ui/stars'

/** What travellers wrote about the package: first name, country and date, from stored reviews only. */
export function PackageReviews({ pkg }: { pkg: PackageDetail }) {
  const { t, i18n } = useTranslation()
  const reviews = usePackageReviews(pkg.id, useApiLanguage())
  const names = useDisplayNames()
  const date = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long' })
  const items = reviews.data?.items ?? []
  return (
    <section aria-labelledby="reviews-title" className="space-y-4" data-testid="package-reviews">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-title" className="text-2xl font-bold text-slate-900">
          {t('packageDetail.reviews.title')}
        </h2>
        <p className="text-sm text-slate-600">
          {pkg.rating !== null && pkg.reviewCount > 0
            ? t('packageDetail.reviews.summary', {
                rating: formatRating(pkg.rating, i18n.language),
                count: pkg.reviewCount,
              })
            : t('packageDetail.reviews.none')}
        </p>
      </div>
      {items.length > 0 ? (
        <ul className="space-y-3">
          {items.map((review) => (
            <li key={review.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Stars rating={review.rating} label={t('packageDetail.reviews.stars', { rating: review.rating })} />
                <p className="text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{review.reviewerFirstName}</span>
                  {review.reviewerCountry ? ` · ${names.country(review.reviewerCountry)}` : ''}
                  {' · '}
                  <time dateTime={review.createdAt}>{date.format(new Date(review.createdAt))}</time>
                </p>
              </div>
              <ReviewText
                className="mt-2"
                comment={review.comment}
                language={review.language}
                translation={review.translation}
              />
              {review.isDemo ? <p className="mt-1 text-xs text-slate-500">{t('packageDetail.reviews.demo')}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
