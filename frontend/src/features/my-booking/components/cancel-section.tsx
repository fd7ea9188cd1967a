import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { Language } from '@/i18n/languages'
import type { MyBooking } from '@/api/types'
import { TextareaField } from '@/components/forms/form-fields'
import { Alert, Button, Dialog, buttonClasses } from '@/components/ui'
import { formatMoney, formatPercent } from '@/lib/format'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { postedValues, usePostedFieldErrors } from '@/lib/forms/posted-form'
import { z } from '@/lib/forms/zod'
import { useZodForm } from '@/lib/forms/zod-form'
import { useHydrated } from '@/lib/ssr/prerendered'
import { useCancelMyBooking } from '../api/change-my-booking'
import { useMyBookingPageForm } from '../lib/page-form'
import { Card } from './my-booking-card'

const cancelSchema = z.object({ reason: z.string() })

/**
 * What cancelling gives back now, and the cancellation: a dialog with the script; before it runs (or without
 * one) a disclosure holding a form posted to the page.
 */
export function CancelSection({ booking, token, lang }: { booking: MyBooking; token: string; lang: Language }) {
  const { t } = useTranslation()
  const cancel = useCancelMyBooking()
  const [open, setOpen] = useState(false)
  const page = useMyBookingPageForm('myBookingCancel', token)
  const { fieldMessage } = useErrorMessages()
  const form = useZodForm(cancelSchema, postedValues(page.posted, { reason: '' }), { translate: fieldMessage })
  const namedField = usePostedFieldErrors(form, page.error, fieldMessage)
  const hydrated = useHydrated()
  const refund = booking.refund
  if (!refund) return null
  const sentence = t(`myBooking.cancel.refund.${refund.tier}`, {
    amount: formatMoney(refund.amount, refund.currency, lang),
    percent: formatPercent(refund.percent, lang),
  })
  const reasonField = (
    <TextareaField
      control={form.control}
      name="reason"
      label={t('myBooking.cancel.reason')}
      rows={3}
      maxLength={1000}
    />
  )
  return (
    <Card title={t('myBooking.cancel.title')} id="cancel">
      <p className="text-sm text-slate-700" data-testid="refund">
        {sentence}
      </p>
      {!hydrated || page.posted ? (
        // Before the script runs (or without one), the confirmation is a disclosure holding a form posted to
        // the page; it looks like the button that opens the dialog afterwards.
        <details className="mt-3" open={page.posted !== null}>
          <summary
            className={buttonClasses(
              'outline',
              'md',
              'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden',
            )}
          >
            {t('myBooking.cancel.confirm')}
          </summary>
          <form {...page.attributes} className="mt-3 space-y-3">
            {page.fields}
            {reasonField}
            {page.error && !namedField ? <Alert variant="error">{t('myBooking.cancel.failed')}</Alert> : null}
            <Button type="submit" variant="destructive">
              {t('myBooking.cancel.confirm')}
            </Button>
          </form>
        </details>
      ) : (
        <>
          <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
            {t('myBooking.cancel.confirm')}
          </Button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title={t('myBooking.cancel.dialogTitle', { reference: booking.bookingReference })}
            description={sentence}
            footer={
              <>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  {t('myBooking.cancel.keep')}
                </Button>
                <Button
                  variant="destructive"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(
                      { token, lang, reason: form.getValues('reason').trim() || null },
                      { onSuccess: () => setOpen(false) },
                    )
                  }
                >
                  {t('myBooking.cancel.confirm')}
                </Button>
              </>
            }
          >
            {reasonField}
            {cancel.isError ? (
              <Alert variant="error" className="mt-3">
                {t('myBooking.cancel.failed')}
              </Alert>
            ) : null}
          </Dialog>
        </>
      )}
    </Card>
  )
}
