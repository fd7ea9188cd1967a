import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { Link } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Button, Field, PageSpinner, Textarea } from '@/components/ui'
import { useLinkToken } from '@/lib/config/link-token'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { z } from '@/lib/forms/zod'
import { errorTextOf, requiredText, useZodForm } from '@/lib/forms/zod-form'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useReviewInvitation } from '../api/get-review-invitation'
import { useSubmitReview } from '../api/submit-review'
import { StarRatingInput } from './star-rating-input'

const MAX_COMMENT = 2000

export const reviewSchema = z.object({ rating: z.number().min(1, 'required'), comment: requiredText })
type ReviewValues = z.infer<typeof reviewSchema>

/** The page the review-request e-mail links to: rate the stay once, no account needed. */
export default function ReviewPage() {
  const { t } = useTranslation()
  usePageMeta('review')
  const lp = useLocalizedPath()
  const token = useLinkToken()
  const plausible = token.length >= 10 && token.length <= 100
  const invitation = useReviewInvitation(token, plausible)
  const submit = useSubmitReview()
  const { fieldMessage } = useErrorMessages()
  const form = useZodForm<ReviewValues>(reviewSchema, { rating: 0, comment: '' })
  const [failed, setFailed] = useState(false)
  // "Required" says what is missing: a rating, or a few words.
  const errorOf = errorTextOf(form.formState.errors, (code, field) =>
    code === 'required'
      ? t(field === 'rating' ? 'review.ratingRequired' : 'review.commentRequired')
      : fieldMessage(code),
  )

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

  const onSubmit = form.handleSubmit(async ({ rating, comment }) => {
    setFailed(false)
    try {
      await submit.mutateAsync({ token, rating, comment: comment.trim() })
    } catch (error) {
      setFailed(!setServerFieldErrors(error, form))
    }
  })
  const ratingError = errorOf('rating')

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
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        {failed ? <Alert variant="error">{t('review.submitFailed')}</Alert> : null}
        <fieldset className="space-y-2" disabled={submit.isPending}>
          <legend className="text-sm font-medium text-slate-800">{t('review.ratingLabel')}</legend>
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <StarRatingInput
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                disabled={submit.isPending}
                describedBy={ratingError ? 'rating-error' : undefined}
              />
            )}
          />
          {ratingError ? (
            <p id="rating-error" className="text-sm font-medium text-red-700">
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={t('review.commentLabel')}
          error={errorOf('comment')}
          hint={t('review.commentHint', { max: MAX_COMMENT })}
          required
        >
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              maxLength={MAX_COMMENT}
              disabled={submit.isPending}
              {...form.register('comment')}
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
