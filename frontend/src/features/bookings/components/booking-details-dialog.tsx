import { useState, type ReactNode } from 'react'
import { Link2Off } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { AdminBooking } from '@/api/types'
import type { Translation } from '@/i18n/en'
import { formatMoney, formatDateTime, formatDate } from '@/lib/format'
import { StatusBadge } from '@/components/admin/status-badge'
import { useCodeText } from '@/i18n/codes'
import { useDisplayNames } from '@/i18n/display-names'
import { Button, Dialog } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { BookingHoldNotice } from '@/features/availability/components/hold-notice'
import { useRevokeLinks } from '../api/revoke-links'
import { StaffThread } from './staff-thread'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-3">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  )
}

function Item({
  label,
  value,
  wide = false,
  lang,
}: {
  label: string
  value: ReactNode
  wide?: boolean
  /** The value's language when it is not the interface's (a listing's name nobody translated). */
  lang?: string
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900" lang={lang}>
        {value}
      </dd>
    </div>
  )
}

/** Everything the back office knows of one booking, in four sections, with its thread and status history. */
export function BookingDetailsDialog({ booking, onClose }: { booking: AdminBooking | null; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const names = useDisplayNames()
  if (!booking) return null
  const lang = i18n.language
  const na = t('adminCommon.na')
  const f = (key: Exclude<keyof Translation['adminBookings']['fields'], 'paidIn'>) => t(`adminBookings.fields.${key}`)
  const emergency = [booking.emergencyContactName, booking.emergencyContactPhone].filter(Boolean).join(' · ')
  return (
    <Dialog
      open
      size="xl"
      onClose={onClose}
      title={t('adminBookings.detailsTitle', { reference: booking.bookingReference })}
      footer={
        <>
          <RevokeLinksButton booking={booking} />
          <Button variant="outline" onClick={onClose}>
            {t('adminCommon.close')}
          </Button>
        </>
      }
    >
      <BookingHoldNotice booking={booking} scope="admin" className="mb-3" />
      <div className="grid gap-3 lg:grid-cols-2">
        <Section title={t('adminBookings.guestInfo')}>
          <Item label={f('name')} value={booking.fullName} />
          <Item label={f('email')} value={booking.email} />
          <Item label={f('phone')} value={booking.guestPhone || na} />
          <Item label={f('country')} value={names.country(booking.guestCountry, na)} />
          <Item label={f('language')} value={code('language', booking.language)} />
        </Section>
        <Section title={t('adminBookings.bookingInfo')}>
          <Item label={f('reference')} value={<span className="font-mono">{booking.bookingReference}</span>} />
          <Item
            label={f('status')}
            value={<StatusBadge status={booking.status} label={t(`adminCommon.bookingStatus.${booking.status}`)} />}
          />
          <Item label={f('camp')} value={booking.campName} lang={booking.fallbackLanguages?.campName} />
          <Item
            label={f('package')}
            value={booking.packageName || na}
            lang={booking.packageName ? booking.fallbackLanguages?.packageName : undefined}
          />
          <Item label={f('startDate')} value={formatDate(booking.startDate, lang)} />
          <Item label={f('days')} value={booking.numberOfDays} />
          <Item label={f('guests')} value={booking.numberOfPeople} />
          <Item label={f('level')} value={code('surfingLevel', booking.surfingLevel)} />
          <Item
            label={f('addOns')}
            value={
              booking.addOns.length
                ? booking.addOns.map((addOn) => code('addOn', addOn)).join(', ')
                : t('adminCommon.none')
            }
          />
          <Item
            label={f('payment')}
            value={booking.paymentMethod ? code('paymentMethod', booking.paymentMethod) : na}
          />
          <Item label={f('amount')} value={formatMoney(booking.bookingAmount, 'EUR', lang)} />
          {booking.currency !== 'EUR' ? (
            <Item
              label={t('adminBookings.fields.paidIn', { currency: booking.currency })}
              value={formatMoney(booking.amountInCurrency, booking.currency, lang)}
            />
          ) : null}
        </Section>
        <Section title={t('adminBookings.additionalInfo')}>
          <Item label={f('arrivalTime')} value={booking.arrivalTime || na} />
          <Item label={f('dietary')} value={booking.dietaryRequirements || na} />
          <Item label={f('specialRequests')} value={booking.specialRequests || na} wide />
          <Item label={f('emergencyContact')} value={emergency || na} wide />
          <Item label={f('adminNotes')} value={booking.adminNotes || na} wide />
          <Item label={f('cancellationReason')} value={booking.cancellationReason || na} wide />
        </Section>
        <Section title={t('adminBookings.timestamps')}>
          <Item label={f('created')} value={formatDateTime(booking.createdAt, lang)} />
          <Item label={f('updatedAt')} value={formatDateTime(booking.updatedAt, lang)} />
          {booking.confirmedAt ? (
            <Item label={f('confirmedAt')} value={formatDateTime(booking.confirmedAt, lang)} />
          ) : null}
          {booking.cancelledAt ? (
            <Item label={f('cancelledAt')} value={formatDateTime(booking.cancelledAt, lang)} />
          ) : null}
        </Section>
      </div>
      <section className="mt-3 rounded-lg border border-slate-200 p-3" aria-labelledby="booking-thread-title">
        <h3 id="booking-thread-title" className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('thread.history')}
        </h3>
        <StaffThread scope="admin" bookingId={booking.id} />
      </section>
    </Dialog>
  )
}

/** Every "My booking" link sent so far stops working (a lost or forwarded link); the traveller gets a new one. */
function RevokeLinksButton({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const revoke = useRevokeLinks()
  const [asking, setAsking] = useState(false)
  async function onConfirm() {
    try {
      await revoke.mutateAsync(booking.id)
      toast.success(t('adminBookings.revoked'))
      setAsking(false)
    } catch {
      toast.failure(t('adminBookings.revokeFailed'))
    }
  }
  return (
    <>
      <Button variant="outline" className="text-red-700" onClick={() => setAsking(true)}>
        <Link2Off className="h-4 w-4" aria-hidden="true" />
        {t('adminBookings.revokeLinks')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('adminBookings.revokeTitle', { reference: booking.bookingReference })}
        message={t('adminBookings.revokeMessage', { name: booking.fullName })}
        confirmLabel={t('adminBookings.revokeConfirm')}
        onConfirm={() => void onConfirm()}
        onClose={() => setAsking(false)}
        pending={revoke.isPending}
      />
    </>
  )
}
