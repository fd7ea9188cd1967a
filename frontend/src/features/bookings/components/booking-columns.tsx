import { Eye, Pencil } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { useDisplayNames } from '@/i18n/display-names'
import type { AdminBooking } from '@/api/types'
import { ActionButton, actionsColumn, createColumnHelper } from '@/components/data-table'
import { StatusBadge } from '@/components/admin/status-badge'
import { Badge } from '@/components/ui'
import { EmailAddress } from '@/components/ui/email-address'
import { formatDate, formatMoney } from '@/lib/format'

const column = createColumnHelper<AdminBooking>()

/** The back office's bookings table: guest (with unread messages and a suspicious hold), stay, contact, amount, and the row's actions. */
export function useBookingColumns({
  onDetails,
  onEdit,
}: {
  onDetails: (booking: AdminBooking) => void
  onEdit: (booking: AdminBooking) => void
}) {
  const { t, i18n } = useTranslation()
  const names = useDisplayNames()
  const lang = i18n.language
  const na = t('adminCommon.na')
  const c = (key: 'guest' | 'stay' | 'contact' | 'amount' | 'actions') => t(`adminBookings.columns.${key}`)
  return [
    column.accessor('fullName', {
      header: c('guest'),
      meta: { primary: true, className: 'min-w-0' },
      cell: ({ row: { original: booking } }) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-slate-900">
              {booking.fullName}
              {booking.unreadMessages ? (
                <span
                  className="ml-2 rounded-full bg-sunset-500/15 px-2 py-0.5 text-xs font-semibold text-sunset-700"
                  data-testid="unread-badge"
                >
                  {t('thread.unread', { count: booking.unreadMessages })}
                </span>
              ) : null}
            </p>
            <StatusBadge status={booking.status} label={t(`adminCommon.bookingStatus.${booking.status}`)} />
            {booking.hold?.suspicious ? (
              <Badge variant="warning" data-testid="suspicious-hold">
                {t('availability.holds.suspicious')}
              </Badge>
            ) : null}
          </div>
          <p className="font-mono text-xs text-slate-500">{booking.bookingReference}</p>
          <p className="text-sm text-slate-700" lang={booking.fallbackLanguages?.campName}>
            {booking.campName}
          </p>
        </>
      ),
    }),
    column.accessor('startDate', {
      header: c('stay'),
      meta: { className: 'text-slate-700' },
      cell: ({ row: { original: booking } }) => (
        <div className="max-sm:text-right">
          <p>
            {t('adminBookings.startsOn', { date: formatDate(booking.startDate, lang), days: booking.numberOfDays })}
          </p>
          <p className="text-slate-500">{t('adminBookings.guests', { count: booking.numberOfPeople })}</p>
        </div>
      ),
    }),
    column.accessor('email', {
      header: c('contact'),
      cell: ({ row: { original: booking } }) => (
        <div className="min-w-0 max-sm:text-right">
          <p className="text-slate-700">
            <EmailAddress address={booking.email} />
          </p>
          <p className="text-slate-500">
            {booking.guestPhone || na} · {names.country(booking.guestCountry, na)}
          </p>
        </div>
      ),
    }),
    column.accessor('bookingAmount', {
      header: c('amount'),
      meta: { className: 'whitespace-nowrap sm:text-right', headerClassName: 'text-right' },
      cell: ({ getValue }) => (
        <span className="text-base font-semibold text-slate-900 tabular-nums">
          {formatMoney(getValue(), 'EUR', lang)}
        </span>
      ),
    }),
    actionsColumn(column, c('actions'), (booking) => (
      <>
        <ActionButton
          icon={Eye}
          onClick={() => onDetails(booking)}
          label={`${t('adminBookings.details')} ${booking.bookingReference}`}
        >
          {t('adminBookings.details')}
        </ActionButton>
        <ActionButton
          icon={Pencil}
          variant="secondary"
          onClick={() => onEdit(booking)}
          label={`${t('adminBookings.update')} ${booking.bookingReference}`}
        >
          {t('adminBookings.update')}
        </ActionButton>
      </>
    )),
  ]
}
