import { useState } from 'react'
import { Check, Rocket, X } from 'lucide-react'
import { z } from '@/lib/forms/zod'
import { useTranslation } from '@/i18n/react'
import type { Submission } from '@/api/types'
import { formatDateTime } from '@/lib/format'
import { StatusBadge } from '@/components/admin/status-badge'
import { useLanguageNameInSentence } from '@/components/admin/use-language-name'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { Alert, Button, Dialog, Field, Textarea } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ReasonDialog } from '@/components/ui/reason-dialog'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, useZodForm } from '@/lib/forms/zod-form'
import { usePublishSubmission, useReviewSubmission } from '../api/decide-submission'
import { Section, SubmissionDetails } from './submission-details'

/** The notes go with either decision; the server checks their length. */
const reviewSchema = z.object({ adminNotes: z.string() })

export function SubmissionReview({ submission, onClose }: { submission: Submission; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const toast = useAdminToast()
  const review = useReviewSubmission()
  const publish = usePublishSubmission()
  const { fieldMessage: errorText, errorMessage } = useErrorMessages('admin')
  const form = useZodForm(reviewSchema, { adminNotes: submission.adminNotes ?? '' })
  const errorOf = errorTextOf(form.formState.errors, errorText)
  const lang = i18n.language
  const pending = submission.status === 'pending'
  const busy = review.isPending || publish.isPending

  // Each step asks first: approving or publishing to confirm, rejecting for the reason the applicant receives.
  const [asking, setAsking] = useState<'approve' | 'reject' | 'publish' | null>(null)
  // Prices the server finds far below the application's others are checked before publishing.
  const lowPrices = submission.packages.some((p) => p.priceLooksLow)
  const [pricesChecked, setPricesChecked] = useState(false)

  function ask(step: 'approve' | 'reject') {
    void form.handleSubmit(() => setAsking(step))()
  }

  async function decide(decision: 'approved' | 'rejected', reason?: string) {
    try {
      await review.mutateAsync({
        id: submission.id,
        body: { decision, adminNotes: form.getValues('adminNotes'), reason },
      })
      toast.success(
        t(decision === 'approved' ? 'adminSubmissions.approved' : 'adminSubmissions.rejectedToast'),
        t('adminSubmissions.statusUpdated'),
      )
      setAsking(null)
      onClose()
    } catch (error) {
      setServerFieldErrors(error, form)
      toast.failure(t('adminSubmissions.updateFailed'))
      // A reason the server refused shows on the reason's field (ReasonDialog); anything else closes the question.
      if (decision === 'rejected') throw error
      setAsking(null)
    }
  }

  function doPublish() {
    publish.mutate(
      { id: submission.id, confirmLowPrice: pricesChecked },
      {
        onSuccess: () => {
          toast.success(t('adminSubmissions.publishedToast'), t('adminSubmissions.statusUpdated'))
          setAsking(null)
          onClose()
        },
        onError: (error) => {
          setAsking(null)
          toast.failure(errorMessage(error, t('adminSubmissions.updateFailed')))
        },
      },
    )
  }

  const languageInSentence = useLanguageNameInSentence()
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <StatusBadge status={submission.status} label={t(`adminSubmissions.status.${submission.status}`)} />
        <span>{formatDateTime(submission.createdAt, lang)}</span>
        {submission.reviewedAt ? (
          <span>
            · {t('adminSubmissions.fields.reviewed')} {formatDateTime(submission.reviewedAt, lang)}
          </span>
        ) : null}
      </div>
      <SubmissionDetails submission={submission} />
      {pending ? (
        <Field label={t('adminSubmissions.notes')} error={errorOf('adminNotes')}>
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              {...form.register('adminNotes')}
              placeholder={t('adminSubmissions.notesPlaceholder')}
            />
          )}
        </Field>
      ) : (
        <Section title={t('adminSubmissions.notes')}>
          <p className="text-sm whitespace-pre-line text-slate-800">{submission.adminNotes || '—'}</p>
        </Section>
      )}
      {submission.rejectionReason ? (
        <Section title={t('adminSubmissions.rejectionReason')}>
          <p className="text-sm whitespace-pre-line text-slate-800" data-testid="submission-rejection-reason">
            {submission.rejectionReason}
          </p>
        </Section>
      ) : null}
      {submission.status === 'approved' ? <Alert variant="info">{t('adminSubmissions.publishHint')}</Alert> : null}
      {submission.status === 'approved' && lowPrices ? (
        <label className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-amber-400"
            checked={pricesChecked}
            onChange={(event) => setPricesChecked(event.target.checked)}
          />
          {t('priceCheck.checked')}
        </label>
      ) : null}
      {submission.status === 'published' ? <Alert variant="success">{t('adminSubmissions.published')}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('adminCommon.close')}
        </Button>
        {pending ? (
          <>
            <Button variant="destructive" onClick={() => ask('reject')} disabled={busy}>
              <X className="h-4 w-4" aria-hidden="true" />
              {t('adminSubmissions.reject')}
            </Button>
            <Button onClick={() => ask('approve')} loading={review.isPending}>
              <Check className="h-4 w-4" aria-hidden="true" />
              {t('adminSubmissions.approve')}
            </Button>
          </>
        ) : null}
        {submission.status === 'approved' ? (
          <Button
            variant="accent"
            onClick={() => setAsking('publish')}
            loading={publish.isPending}
            disabled={lowPrices && !pricesChecked}
          >
            <Rocket className="h-4 w-4" aria-hidden="true" />
            {t('adminSubmissions.publish')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking === 'approve'}
        destructive={false}
        title={t('adminSubmissions.approveTitle', { name: submission.campName })}
        message={t('adminSubmissions.approveMessage', {
          email: submission.ownerEmail,
          language: languageInSentence(submission.language),
        })}
        confirmLabel={t('adminSubmissions.approve')}
        pending={review.isPending}
        onConfirm={() => void decide('approved').catch(() => undefined)}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'publish'}
        destructive={false}
        title={t('adminSubmissions.publishTitle', { name: submission.campName })}
        message={t('adminSubmissions.publishMessage', { email: submission.ownerEmail })}
        confirmLabel={t('adminSubmissions.publish')}
        pending={publish.isPending}
        onConfirm={doPublish}
        onClose={() => setAsking(null)}
      />
      {asking === 'reject' ? (
        <ReasonDialog
          title={t('adminSubmissions.rejectTitle', { name: submission.campName })}
          description={t('adminSubmissions.rejectDescription', {
            email: submission.ownerEmail,
            language: languageInSentence(submission.language),
          })}
          label={t('adminSubmissions.rejectionReason')}
          placeholder={t('adminSubmissions.rejectionPlaceholder')}
          maxLength={2000}
          cancelLabel={t('adminCommon.cancel')}
          confirmLabel={t('adminSubmissions.reject')}
          errorText={(code) => (code === 'required' ? t('adminSubmissions.reasonRequired') : errorText(code))}
          pending={review.isPending}
          onConfirm={(reason) => decide('rejected', reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  )
}

export function SubmissionReviewDialog({
  submission,
  onClose,
}: {
  submission: Submission | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  // Stays mounted and closes through `open`: the dialog then releases the page (scroll, focus) itself.
  return (
    <Dialog
      open={submission !== null}
      size="lg"
      onClose={onClose}
      title={submission ? t('adminSubmissions.reviewTitle', { name: submission.campName }) : ''}
    >
      {submission ? <SubmissionReview key={submission.id} submission={submission} onClose={onClose} /> : null}
    </Dialog>
  )
}
