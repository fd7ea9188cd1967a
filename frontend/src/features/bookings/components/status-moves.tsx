import { useState } from 'react'
import { Check, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { BookingStatus, OwnerBooking } from '@/api/types'
import { Button, useToast } from '@/components/ui'
import { ReasonDialog } from '@/components/ui/reason-dialog'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useMoveOwnerBooking } from '../api/move-booking'

// The camp's moves, in the order its buttons show; each shows only when the server offers it
// (`allowedStatuses`: a request is confirmed or cancelled, a stay completed once it reached its last day).
const MOVES = [
  { to: 'cancelled', label: 'ownerDashboard.bookings.cancel', Icon: X },
  { to: 'confirmed', label: 'ownerDashboard.bookings.confirm', Icon: Check },
  { to: 'completed', label: 'ownerDashboard.bookings.complete', Icon: Check },
] as const satisfies readonly { to: BookingStatus; label: string; Icon: typeof Check }[]

/** The buttons of the moves the server lets the camp make on `booking`; a cancellation asks why first. */
export function StatusMoves({ booking }: { booking: OwnerBooking }) {
  const { t } = useTranslation()
  const toast = useToast()
  const move = useMoveOwnerBooking()
  const { errorMessage } = useErrorMessages('partner')
  const [asking, setAsking] = useState(false)
  const offered = new Set(booking.allowedStatuses ?? [])
  const moving = move.isPending ? move.variables.to : null

  function done() {
    toast({
      title: t('ownerDashboard.toast.success'),
      description: t('ownerDashboard.toast.bookingUpdated'),
      variant: 'success',
    })
  }

  function failed(error: unknown) {
    toast({
      title: t('ownerDashboard.toast.error'),
      // A request that holds no places is confirmed only while they are free (places_taken).
      description: errorMessage(error, t('ownerDashboard.toast.bookingUpdateFailed')),
      variant: 'destructive',
    })
  }

  async function moveTo(to: BookingStatus, reason?: string) {
    try {
      await move.mutateAsync({ id: booking.id, to, reason })
      done()
    } catch (error) {
      failed(error)
      throw error
    }
  }

  return (
    <>
      {MOVES.filter(({ to }) => offered.has(to)).map(({ to, label, Icon }) => (
        <Button
          key={to}
          variant={to === 'cancelled' ? 'outline' : 'primary'}
          className={to === 'cancelled' ? 'text-red-700' : undefined}
          onClick={() => (to === 'cancelled' ? setAsking(true) : void moveTo(to).catch(() => {}))}
          loading={to !== 'cancelled' && moving === to}
          disabled={to === 'cancelled' && moving !== null}
          aria-label={`${t(label)} ${booking.bookingReference}`}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {t(label)}
        </Button>
      ))}
      {asking ? (
        <CancelDialog
          booking={booking}
          onCancel={(reason) => moveTo('cancelled', reason)}
          onClose={() => setAsking(false)}
          pending={moving === 'cancelled'}
        />
      ) : null}
    </>
  )
}

/** The traveller is told why: the camp's cancellation needs a reason. */
function CancelDialog({
  booking,
  onCancel,
  onClose,
  pending,
}: {
  booking: OwnerBooking
  onCancel: (reason: string) => Promise<void>
  onClose: () => void
  pending: boolean
}) {
  const { t } = useTranslation()
  const { fieldMessage } = useErrorMessages()
  return (
    <ReasonDialog
      title={t('ownerDashboard.bookings.cancelTitle', { reference: booking.bookingReference })}
      description={t('ownerDashboard.bookings.cancelBody', { name: booking.fullName })}
      label={t('ownerDashboard.bookings.reasonLabel')}
      placeholder={t('ownerDashboard.bookings.reasonPlaceholder')}
      maxLength={1000}
      cancelLabel={t('ownerDashboard.bookings.keep')}
      confirmLabel={t('ownerDashboard.bookings.confirmCancel')}
      errorText={(code) => (code === 'required' ? t('ownerDashboard.bookings.reasonRequired') : fieldMessage(code))}
      pending={pending}
      onConfirm={async (reason) => {
        await onCancel(reason)
        onClose()
      }}
      onClose={onClose}
    />
  )
}
