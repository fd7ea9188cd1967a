import { useEffect, useRef, useState } from 'react'
import { Calendar, Mail, MessageSquare, Phone, Users } from 'lucide-react'
import { cn } from '@/lib/ui/cn'
import { useTranslation } from '@/i18n/react'
import { useCodeText } from '@/i18n/codes'
import { useDisplayNames } from '@/i18n/display-names'
import type { OwnerBooking } from '@/api/types'
import { Badge, Button } from '@/components/ui'
import { BookingHoldNotice } from '@/features/availability/components/hold-notice'
import { addDays, formatDate, formatMoney, formatTimestampDate } from '@/lib/format'
import { StaffThread } from './staff-thread'
import { StatusMoves } from './status-moves'
import { BOOKING_STATUS_BADGES as BADGES } from '../lib/status-badges'

/**
 * A booking as its camp sees it: the guest, the stay, the amount, the hold, the moves the server offers
 * (`allowedStatuses`) and the thread, opened on demand.
 */
export function BookingCard({
  booking,
  highlighted = false,
}: {
  booking: OwnerBooking
  /** The booking an e-mail linked: outlined, scrolled to, its thread open. */
  highlighted?: boolean
}) {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const names = useDisplayNames()
  const [showThread, setShowThread] = useState(highlighted)
  const card = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (highlighted) card.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [highlighted])
  const lang = i18n.language
  const end = addDays(booking.startDate, booking.numberOfDays)
  const amount = formatMoney(booking.amountInCurrency, booking.currency, lang)
  const amountEur = booking.currency === 'EUR' ? null : formatMoney(booking.bookingAmount, 'EUR', lang)

  const extras: [string, string | null | undefined][] = [
    [t('ownerDashboard.bookings.addOns'), booking.addOns.map((addOn) => code('addOn', addOn)).join(', ')],
    [t('ownerDashboard.bookings.arrival'), booking.arrivalTime],
    [t('ownerDashboard.bookings.diet'), booking.dietaryRequirements],
    [t('ownerDashboard.bookings.requests'), booking.specialRequests],
    [t('ownerDashboard.bookings.reason'), booking.cancellationReason],
  ]

  return (
    <li
      ref={card}
      className={cn(
        'scroll-mt-24 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm',
        highlighted && 'border-ocean-500 ring-2 ring-ocean-500/40',
      )}
      data-testid="owner-booking"
      data-reference={booking.bookingReference}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{booking.fullName}</h3>
            <Badge variant={BADGES[booking.status]}>{t(`ownerDashboard.bookings.status.${booking.status}`)}</Badge>
            {booking.hold?.suspicious ? <Badge variant="warning">{t('availability.holds.suspicious')}</Badge> : null}
            {booking.unreadMessages ? (
              <Badge variant="accent" data-testid="unread-badge">
                {t('thread.unread', { count: booking.unreadMessages })}
              </Badge>
            ) : null}
          </div>
          <p className="mt-0.5 font-mono text-xs text-slate-500">
            {booking.bookingReference} ·{' '}
            {t('ownerDashboard.bookings.requested', { date: formatTimestampDate(booking.createdAt, lang) })}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-lg font-bold text-ocean-800">{amount}</span>
          {amountEur ? <span className="block text-xs text-slate-500">≈ {amountEur}</span> : null}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-slate-500">{t('ownerDashboard.bookings.package')}</dt>
          <dd
            className="font-medium text-slate-800"
            lang={booking.packageName ? booking.fallbackLanguages?.packageName : undefined}
          >
            {booking.packageName ?? '—'}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-slate-500">{t('ownerDashboard.bookings.dates')}</dt>
          <dd className="inline-flex items-center gap-1 font-medium text-slate-800">
            <Calendar className="h-3.5 w-3.5 text-slate-400" aria-hidden="true" />
            {formatDate(booking.startDate, lang)} → {formatDate(end, lang)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('ownerDashboard.bookings.guests')}</dt>
          <dd className="inline-flex items-center gap-1 font-medium text-slate-800">
            <Users className="h-3.5 w-3.5 text-slate-400" aria-hidden="true" />
            {booking.numberOfPeople}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('ownerDashboard.bookings.level')}</dt>
          <dd className="font-medium text-slate-800">{code('surfingLevel', booking.surfingLevel)}</dd>
        </div>
        {booking.guestCountry ? (
          <div>
            <dt className="text-xs text-slate-500">{t('ownerDashboard.bookings.country')}</dt>
            <dd className="font-medium text-slate-800">{names.country(booking.guestCountry)}</dd>
          </div>
        ) : null}
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <dt className="text-xs text-slate-500">{t('ownerDashboard.bookings.contact')}</dt>
          <dd className="space-y-0.5 font-medium text-slate-800">
            <a
              href={`mailto:${booking.email}`}
              className="flex min-w-0 items-center gap-1 text-ocean-700 hover:underline"
            >
              <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{booking.email}</span>
            </a>
            {booking.guestPhone ? (
              <a
                href={`tel:${booking.guestPhone.replace(/\s/g, '')}`}
                className="flex items-center gap-1 text-ocean-700 hover:underline"
              >
                <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                {booking.guestPhone}
              </a>
            ) : null}
          </dd>
        </div>
        {extras
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="col-span-2">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="whitespace-pre-line text-slate-700">{value}</dd>
            </div>
          ))}
      </dl>
      <BookingHoldNotice booking={booking} scope="owner" className="mt-4" />
      <div className="mt-5 flex flex-col gap-2 border-t border-sand-100 pt-4 sm:flex-row sm:justify-end">
        <Button
          variant="ghost"
          onClick={() => setShowThread((open) => !open)}
          aria-expanded={showThread}
          aria-label={`${t(showThread ? 'ownerDashboard.bookings.hideMessages' : 'ownerDashboard.bookings.messages')} ${booking.bookingReference}`}
        >
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {t(showThread ? 'ownerDashboard.bookings.hideMessages' : 'ownerDashboard.bookings.messages')}
        </Button>
        <StatusMoves booking={booking} />
      </div>
      {showThread ? (
        <div className="mt-4 border-t border-sand-100 pt-4">
          <StaffThread scope="owner" bookingId={booking.id} />
        </div>
      ) : null}
    </li>
  )
}
