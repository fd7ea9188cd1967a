import { useState } from 'react'
import { ShieldAlert, Unlock } from 'lucide-react'
import type { BookingHold, OwnerBooking } from '@/api/types'
import { useTranslation } from '@/i18n/react'
import { useCodeText } from '@/i18n/codes'
import { Badge, Button, useToast } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { formatDateTime } from '@/lib/format'
import { cn } from '@/lib/ui/cn'
import { useReleaseHold } from '../api/release-hold'
import type { CalendarScope } from '../api/package-calendar'

/** A pending request with its hold: a booking card's, or one of the calendar's requests holding places. */
export interface HeldRequest {
  id: number
  bookingReference: string
  fullName: string
  numberOfPeople: number
  hold: BookingHold
}

export interface HoldNoticeProps {
  scope: CalendarScope
  request: HeldRequest
  className?: string
}

/**
 * A pending request's hold as its camp (or the team) sees it: whether it holds its places and until
 * when, why it looks suspicious (the server's flags), and "Release hold", which frees the places and
 * keeps the request (after a confirmation). Used by the bookings cards and lists and the calendar.
 */
export function HoldNotice({ scope, request, className }: HoldNoticeProps) {
  const { id: bookingId, bookingReference: reference, fullName: name, numberOfPeople: people, hold } = request
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const toast = useToast()
  const { errorMessage } = useErrorMessages(scope === 'admin' ? 'admin' : 'partner')
  const release = useReleaseHold(scope)
  const [asking, setAsking] = useState(false)
  const flags = hold.flags.filter((flag) => hold.suspicious || flag !== 'unknown_sender')

  async function onRelease() {
    try {
      await release.mutateAsync(bookingId)
      toast({ title: t('availability.holds.released'), variant: 'success' })
    } catch (error) {
      toast({ title: errorMessage(error, t('availability.holds.failed')), variant: 'destructive' })
    } finally {
      setAsking(false)
    }
  }

  return (
    <div
      className={cn(
        'rounded-2xl border px-3 py-2 text-sm',
        hold.suspicious ? 'border-amber-300 bg-amber-50' : 'border-sand-200 bg-sand-50',
        className,
      )}
      data-testid="hold-notice"
      data-suspicious={hold.suspicious || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            {hold.suspicious ? (
              <Badge variant="warning" className="inline-flex items-center gap-1">
                <ShieldAlert className="h-3.5 w-3.5" aria-hidden="true" />
                {t('availability.holds.suspicious')}
              </Badge>
            ) : null}
            <span className="font-medium text-slate-800">
              {hold.holdsPlaces && hold.until
                ? t('availability.holds.heldUntil', {
                    count: people,
                    date: formatDateTime(hold.until, i18n.language),
                  })
                : code('holdState', hold.state)}
            </span>
          </p>
          {!hold.holdsPlaces ? <p className="text-slate-600">{t('availability.holds.notHeld')}</p> : null}
          {flags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('availability.holds.suspicious')}>
              {flags.map((flag) => (
                <li key={flag}>
                  <Badge variant={flag === 'unknown_sender' ? 'neutral' : 'warning'}>{code('holdFlag', flag)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {hold.addressRequests > 1 || hold.networkAddresses > 1 ? (
            <p className="text-xs text-slate-600">
              {[
                hold.addressRequests > 1
                  ? t('availability.holds.addressRequests', { count: hold.addressRequests })
                  : null,
                hold.networkAddresses > 1
                  ? t('availability.holds.networkAddresses', { count: hold.networkAddresses })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
        </div>
        {hold.holdsPlaces ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setAsking(true)}
            aria-label={`${t('availability.holds.release')} ${reference}`}
          >
            <Unlock className="h-4 w-4" aria-hidden="true" />
            {t('availability.holds.release')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('availability.holds.releaseTitle', { reference })}
        message={t('availability.holds.releaseBody')}
        detail={t('availability.holds.releaseDetail', { name })}
        confirmLabel={t('availability.holds.release')}
        cancelLabel={t('availability.holds.keep')}
        pending={release.isPending}
        destructive={false}
        onConfirm={() => void onRelease()}
        onClose={() => setAsking(false)}
      />
    </div>
  )
}

/** The hold of a booking on a camp's or the team's card: shown while it is a pending request. */
export function BookingHoldNotice({
  booking,
  scope,
  className,
}: {
  booking: OwnerBooking
  scope: CalendarScope
  className?: string
}) {
  const { hold } = booking
  if (booking.status !== 'pending' || !hold) return null
  return <HoldNotice className={className} scope={scope} request={{ ...booking, hold }} />
}
