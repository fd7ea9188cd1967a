import { useWatch } from 'react-hook-form'
import { z } from '@/lib/forms/zod'
import { useTranslation } from '@/i18n/react'
import { bookingStatusValues } from '@/api/enums'
import type { AdminBooking } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { Dialog, Field, Select, Textarea } from '@/components/ui'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, useZodForm } from '@/lib/forms/zod-form'
import { BillingEffectNotice } from '@/features/statements/components/billing-effect-notice'
import { useUpdateAdminBooking } from '../api/move-booking'
import { CancelSubmit } from '@/components/ui/cancel-submit'

/** A status the server offers (`allowedStatuses`: for the team, any); the reason is kept only when cancelling. */
const bookingUpdateSchema = z.object({
  status: z.enum(bookingStatusValues),
  cancellationReason: z.string(),
  adminNotes: z.string(),
})

type BookingUpdateValues = z.infer<typeof bookingUpdateSchema>

function UpdateForm({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const update = useUpdateAdminBooking()
  const { fieldMessage: errorText, errorMessage } = useErrorMessages('admin')
  const form = useZodForm(bookingUpdateSchema, {
    status: booking.status,
    cancellationReason: booking.cancellationReason ?? '',
    adminNotes: booking.adminNotes ?? '',
  })
  const { register } = form
  const errorOf = errorTextOf(form.formState.errors, errorText)
  const status = useWatch({ control: form.control, name: 'status' })
  // Exactly what the server offers this reader (the team's include the current status: saving the notes alone).
  const offered = booking.allowedStatuses ?? []

  function submit(values: BookingUpdateValues) {
    update.mutate(
      {
        id: booking.id,
        body: {
          status: values.status,
          adminNotes: values.adminNotes,
          cancellationReason: values.status === 'cancelled' ? values.cancellationReason : null,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('adminBookings.updated'))
          onClose()
        },
        onError: (error) => {
          setServerFieldErrors(error, form)
          toast.failure(errorMessage(error, t('adminBookings.updateFailed')))
        },
      },
    )
  }

  return (
    <form id="booking-update-form" onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <Field label={t('adminBookings.fields.status')} error={errorOf('status')}>
        {(props) => (
          <Select
            {...props}
            {...register('status')}
            options={offered.map((value) => ({ value, label: t(`adminCommon.bookingStatus.${value}`) }))}
          />
        )}
      </Field>
      <BillingEffectNotice bookingId={booking.id} from={booking.status} to={status} />
      {status === 'cancelled' ? (
        <Field label={t('adminBookings.fields.cancellationReason')} error={errorOf('cancellationReason')}>
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              {...register('cancellationReason')}
              placeholder={t('adminBookings.cancellationPlaceholder')}
              maxLength={2000}
            />
          )}
        </Field>
      ) : null}
      <Field label={t('adminBookings.fields.adminNotes')} error={errorOf('adminNotes')}>
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            {...register('adminNotes')}
            placeholder={t('adminBookings.notesPlaceholder')}
            maxLength={5000}
          />
        )}
      </Field>
      <CancelSubmit submitLabel={t('adminBookings.submit')} onCancel={onClose} pending={update.isPending} row />
    </form>
  )
}

/** The back office's status change: a status the server offers, the reason when cancelling, and the notes. */
export function BookingStatusDialog({ booking, onClose }: { booking: AdminBooking | null; onClose: () => void }) {
  const { t } = useTranslation()
  if (!booking) return null
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('adminBookings.updateTitle', { reference: booking.bookingReference })}
      description={t('adminBookings.updateDescription')}
    >
      <UpdateForm key={booking.id} booking={booking} onClose={onClose} />
    </Dialog>
  )
}
