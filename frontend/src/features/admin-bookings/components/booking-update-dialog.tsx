import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/react'
import type { AdminBooking, BookingStatus } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Button, Dialog, Field, Select, Textarea } from '@/components/ui'
import { useUpdateBooking } from '../api/update-booking'

const STATUSES: BookingStatus[] = ['pending', 'confirmed', 'cancelled', 'completed']

function UpdateForm({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const update = useUpdateBooking()
  const [status, setStatus] = useState<BookingStatus>(booking.status)
  const [reason, setReason] = useState(booking.cancellationReason ?? '')
  const [notes, setNotes] = useState(booking.adminNotes ?? '')

  function submit(event: FormEvent) {
    event.preventDefault()
    update.mutate(
      { id: booking.id, body: { status, adminNotes: notes, cancellationReason: status === 'cancelled' ? reason : null } },
      {
        onSuccess: () => {
          toast.success(t('adminBookings.updated'))
          onClose()
        },
        onError: () => toast.failure(t('adminBookings.updateFailed')),
      },
    )
  }

  return (
    <form id="booking-update-form" onSubmit={submit} className="space-y-4">
      <Field label={t('adminBookings.fields.status')}>
        {(control) => (
          <Select {...control} value={status} onChange={(e) => setStatus(e.target.value as BookingStatus)}>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`adminCommon.bookingStatus.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {status === 'cancelled' ? (
        <Field label={t('adminBookings.fields.cancellationReason')}>
          {(control) => <Textarea {...control} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('adminBookings.cancellationPlaceholder')} maxLength={2000} />}
        </Field>
      ) : null}
      <Field label={t('adminBookings.fields.adminNotes')}>
        {(control) => <Textarea {...control} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} placeholder={t('adminBookings.notesPlaceholder')} maxLength={5000} />}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          {t('adminCommon.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('adminBookings.submit')}
        </Button>
      </div>
    </form>
  )
}

/** Status (any to any), the cancellation reason when cancelling, and the admin notes. */
export function BookingUpdateDialog({ booking, onClose }: { booking: AdminBooking | null; onClose: () => void }) {
  const { t } = useTranslation()
  if (!booking) return null
  return (
    <Dialog open onClose={onClose} title={t('adminBookings.updateTitle', { reference: booking.bookingReference })} description={t('adminBookings.updateDescription')}>
      <UpdateForm key={booking.id} booking={booking} onClose={onClose} />
    </Dialog>
  )
}
