import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Button, Field, PageSpinner, Textarea } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useReviewInvitation } from '../api/get-review-invitation'
import { useSubmitReview } from '../api/submit-review'
import { StarRatingInput } from './star-rating-input'

const MAX_COMMENT = 2000

/** The page the review-request e-mail links to: rate the stay once, no account needed. */
export default function ReviewPage() {
  const { t } = useTranslation()
  usePageMeta('review')
  const lp = useLocalizedPath()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const plausible = token.length >= 10 && token.length <= 100
  const invitation = useReviewInvitation(token, plausible)
  const submit = useSubmitReview()
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({})

  const footer = (
    <Link to={lp(paths.home)} className="font-semibold text-ocean-700 hover:underline">
      {t('review.backHome')}
    </Link>
  )

  if (!plausible || (isApiError(invitation.error) && invitation.error.status === 404)) {
    return (
      <AuthCard title={t('review.heading')} footer={footer}>
        <Alert variant="error" title={t('review.invalidTitle')}>
          {t('review.invalid')}
        </Alert>
      </AuthCard>
    )
  }
  if (invitation.isPending) return <PageSpinner />
  if (invitation.isError) {
    return (
      <AuthCard title={t('review.heading')} footer={footer}>
        <Alert variant="error">{t('review.loadFailed')}</Alert>
      </AuthCard>
    )
  }
  const stay = invitation.data
  const conflict = isApiError(submit.error) && submit.error.code === 'already_reviewed'
  if (submit.isSuccess || stay.alreadyReviewed || conflict) {
    return (
      <AuthCard title={t('review.heading')} footer={footer}>
        <Alert variant="success" title={t('review.thanksTitle', { name: stay.firstName })}>
          {submit.isSuccess ? t('review.thanks') : t('review.already')}
        </Alert>
      </AuthCard>
    )
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const next = {
      rating: rating < 1 ? t('review.ratingRequired') : undefined,
      comment: comment.trim() ? undefined : t('review.commentRequired'),
    }
    setErrors(next)
    if (next.rating || next.comment) return
    submit.mutate({ token, rating, comment: comment.trim() })
  }

  return (
    <AuthCard
      title={t('review.heading')}
      subtitle={t('review.subtitle', {
        name: stay.firstName,
        package: stay.packageName ?? stay.campName,
        camp: stay.campName,
      })}
      footer={footer}
      wide
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {submit.isError ? <Alert variant="error">{t('review.submitFailed')}</Alert> : null}
        <fieldset className="space-y-2" disabled={submit.isPending}>
          <legend className="text-sm font-medium text-slate-800">{t('review.ratingLabel')}</legend>
          <StarRatingInput
            value={rating}
            onChange={(value) => {
              setRating(value)
              setErrors((e) => ({ ...e, rating: undefined }))
            }}
            disabled={submit.isPending}
            describedBy={errors.rating ? 'rating-error' : undefined}
          />
          {errors.rating ? (
            <p id="rating-error" className="text-sm font-medium text-red-700">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={t('review.commentLabel')}
          error={errors.comment}
          hint={t('review.commentHint', { max: MAX_COMMENT })}
          required
        >
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              maxLength={MAX_COMMENT}
              value={comment}
              disabled={submit.isPending}
              onChange={(e) => {
                setComment(e.target.value)
                setErrors((x) => ({ ...x, comment: undefined }))
              }}
            />
          )}
        </Field>
        <p className="text-xs text-slate-500">{t('review.publicNote')}</p>
        <Button type="submit" size="lg" className="w-full" loading={submit.isPending}>
          {submit.isPending ? t('review.sending') : t('review.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
