import { useState } from 'react'
import { Languages } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { AdminReview } from '@/api/types'
import { useDisplayNames } from '@/i18n/display-names'
import { AdminScreen, Panel } from '@/components/admin/page-header'
import { ActionButton, actionsColumn, DataTable, createColumnHelper, serverPaged } from '@/components/data-table'
import { useAdminToast, useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { Badge, Button } from '@/components/ui'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { REVIEWS_PAGE_SIZE, useAdminReviews } from '../api/list-reviews'
import { useSetReviewVisibility } from '../api/set-review-visibility'
import { HideReviewDialog } from './hide-review-dialog'
import { ReviewTranslationsDialog } from './review-translations-dialog'
import { Stars } from '@/components/ui/stars'

type AdminReviewRead = AdminReview

const column = createColumnHelper<AdminReviewRead>()

/** Reviews travellers left; an admin can hide one (with a reason) or show it again. */
export default function AdminReviewsPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('adminReviews')
  const toast = useAdminToast()
  const [page, setPage] = useState(1)
  const reviews = useAdminReviews(page)
  const visibility = useSetReviewVisibility()
  const [hiding, setHiding] = useState<AdminReviewRead | null>(null)
  const [translating, setTranslating] = useState<AdminReviewRead | null>(null)
  const names = useDisplayNames()
  useLoadFailedToast(reviews.isError, t('adminReviews.fetchFailed'))
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })

  function show(review: AdminReviewRead) {
    visibility.mutate(
      { id: review.id, reason: null },
      {
        onSuccess: () => toast.success(t('adminReviews.shown')),
        onError: () => toast.failure(t('adminReviews.updateFailed')),
      },
    )
  }

  const c = (key: 'rating' | 'reviewer' | 'comment' | 'status' | 'action') => t(`adminReviews.columns.${key}`)
  const columns = [
    column.accessor('reviewerFirstName', {
      header: c('reviewer'),
      meta: { primary: true, className: 'whitespace-nowrap' },
      cell: ({ row: { original: review } }) => (
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="font-semibold text-slate-900">{review.reviewerFirstName}</span>
          {review.reviewerCountry ? (
            <span className="text-slate-500">{names.country(review.reviewerCountry)}</span>
          ) : null}
          <span className="text-slate-500">{date.format(new Date(review.createdAt))}</span>
        </p>
      ),
    }),
    column.accessor('rating', {
      header: c('rating'),
      cell: ({ getValue }) => (
        <Stars rating={getValue()} label={t('adminReviews.stars', { rating: getValue() })} className="text-amber-500" />
      ),
    }),
    column.accessor('comment', {
      header: c('comment'),
      meta: { primary: true, className: 'max-w-md' },
      cell: ({ row: { original: review } }) => (
        <>
          <p className="text-sm break-words text-slate-700" lang={review.language}>
            {review.comment}
          </p>
          <p className="text-xs text-slate-500">
            {t('adminReviews.writtenIn', { language: names.language(review.language) })}
            {' · '}
            {Object.keys(review.translations).length > 0
              ? t('adminReviews.translatedInto', {
                  languages: Object.keys(review.translations)
                    .map((language) => names.language(language))
                    .join(', '),
                })
              : t('adminReviews.noTranslation')}
          </p>
          {review.isHidden && review.hiddenReason ? (
            <p className="text-xs text-slate-500">{t('adminReviews.reasonShown', { reason: review.hiddenReason })}</p>
          ) : null}
        </>
      ),
    }),
    column.accessor('isHidden', {
      header: c('status'),
      cell: ({ row: { original: review } }) => (
        <span className="flex flex-wrap gap-1">
          {review.isDemo ? <Badge variant="neutral">{t('adminReviews.demo')}</Badge> : null}
          {review.isHidden ? (
            <Badge variant="warning">{t('adminReviews.hiddenBadge')}</Badge>
          ) : (
            <Badge variant="success">{t('adminReviews.visibleBadge')}</Badge>
          )}
        </span>
      ),
    }),
    actionsColumn(column, c('action'), (review) => (
      <>
        <ActionButton
          icon={Languages}
          variant="secondary"
          onClick={() => setTranslating(review)}
          label={t('adminReviews.translateAction', { name: review.reviewerFirstName })}
        >
          {t('adminReviews.translate')}
        </ActionButton>
        {review.isHidden ? (
          <Button variant="outline" size="sm" onClick={() => show(review)} disabled={visibility.isPending}>
            {t('adminReviews.show')}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setHiding(review)}>
            {t('adminReviews.hide')}
          </Button>
        )}
      </>
    )),
  ]

  return (
    <AdminScreen title={t('adminReviews.heading')} description={t('adminReviews.subheading')}>
      <Panel>
        <DataTable
          columns={columns}
          {...serverPaged(reviews, page, REVIEWS_PAGE_SIZE, setPage)}
          rowKey={(review) => review.id}
          empty={t('adminReviews.empty')}
          rowTestId="admin-review"
          rowClassName="align-top"
          minWidth={820}
        />
      </Panel>
      {hiding ? <HideReviewDialog key={hiding.id} review={hiding} onClose={() => setHiding(null)} /> : null}
      {translating ? (
        <ReviewTranslationsDialog key={translating.id} review={translating} onClose={() => setTranslating(null)} />
      ) : null}
    </AdminScreen>
  )
}
