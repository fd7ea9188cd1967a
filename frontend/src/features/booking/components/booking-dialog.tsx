import { useTranslation } from '@/i18n/react'
import type { PackageDetail } from '@/api/types'
import { Dialog } from '@/components/ui'
import { useBookingSession } from '../hooks/use-booking-form'
import { BookingForm } from './booking-form'
import { BookingSuccess } from './booking-success'

export interface BookingDialogProps {
  open: boolean
  onClose: () => void
  pkg: PackageDetail
}

/**
 * "Book Your Surf Adventure": the form keeps its data while closed and after a failure; a new
 * form session (new Idempotency-Key) starts only after a successful booking is closed, or for
 * another package.
 */
export function BookingDialog(props: BookingDialogProps) {
  return <BookingSession key={props.pkg.id} {...props} />
}

function BookingSession({ open, onClose, pkg }: BookingDialogProps) {
  const { t } = useTranslation()
  // Held here, not in the form, so the traveller's input survives closing and reopening the dialog.
  const { form, idempotencyKey, created, setCreated, closed } = useBookingSession(pkg)

  function close() {
    onClose()
    closed()
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={created ? t('booking.success.title') : t('booking.title')}
      description={created ? undefined : t('booking.subtitle')}
      className="sm:max-w-5xl!"
      bodyClassName={created ? undefined : 'pb-0!'}
    >
      {created ? (
        <BookingSuccess
          booking={created}
          packageName={pkg.name}
          email={form.getValues('email').trim()}
          onClose={close}
        />
      ) : (
        <BookingForm pkg={pkg} form={form} idempotencyKey={idempotencyKey} onCreated={setCreated} />
      )}
    </Dialog>
  )
}
