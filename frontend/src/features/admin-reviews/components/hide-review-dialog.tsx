import { z } from 'zod'
import { useTranslation } from '@/i18n/react'
import type { components } from '@/api/schema'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { useFieldErrorText } from '@/components/admin/use-field-error-text'
import { Button, Dialog, Field, Textarea } from '@/components/ui'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, requiredText, useZodForm } from '@/lib/forms/zod-form'
import { useSetReviewVisibility } from '../api/set-review-visibility'

type AdminReviewRead = components['schemas']['AdminReviewRead']

/** A hidden review keeps the reason it was hidden for. */
const hideSchema = z.object({ reason: requiredText })

type HideValues = z.infer<typeof hideSchema>

/** Hide one review, with a reason; a fresh form each time it opens. */
export function HideReviewDialog({ review, onClose }: { review: AdminReviewRead; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const visibility = useSetReviewVisibility()
  const errorText = useFieldErrorText()
  const form = useZodForm(hideSchema, { reason: '' })
  const errorOf = errorTextOf(form.formState.errors, (code) => (code === 'required' ? t('adminReviews.reasonRequired') : errorText(code)))

  function hide({ reason }: HideValues) {
    visibility.mutate(
      { id: review.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('adminReviews.hidden'))
          onClose()
        },
        onError: (error) => {
          setServerFieldErrors(error, form)
          toast.failure(t('adminReviews.updateFailed'))
        },
      },
    )
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('adminReviews.hideTitle')}
      description={t('adminReviews.hideDescription')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('adminReviews.cancel')}
          </Button>
          <Button type="submit" form="hide-review-form" variant="destructive" loading={visibility.isPending}>
            {t('adminReviews.hide')}
          </Button>
        </>
      }
    >
      <form id="hide-review-form" noValidate onSubmit={form.handleSubmit(hide)}>
        <Field label={t('adminReviews.reason')} error={errorOf('reason')} required>
          {(props) => <Textarea {...props} rows={3} {...form.register('reason')} />}
        </Field>
      </form>
    </Dialog>
  )
}
