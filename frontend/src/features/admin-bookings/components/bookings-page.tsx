import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { BookOpenCheck, CalendarClock, CheckCircle2, Euro, Eye, MessagesSquare, Pencil, Search } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { bookingStatusValues } from '@/api/enums'
import type { AdminBooking, BookingStatus } from '@/api/types'
import { formatMoney, formatDate } from '@/lib/format'
import { PageHeader, Panel } from '@/components/admin/page-header'
import { DataTable, createColumnHelper, serverPaged } from '@/components/data-table'
import { StatCard } from '@/components/admin/stat-card'
import { StatusBadge } from '@/components/admin/status-badge'
import { useAdminToast, useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { Alert, Badge, Button, Input, Select, Spinner } from '@/components/ui'
import { isApiError } from '@/api/errors'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useDisplayNames } from '@/i18n/display-names'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useBookingSummary } from '@/features/bookings/api/get-booking-summary'
import { ADMIN_BOOKINGS_PAGE_SIZE, useAdminBookings } from '@/features/bookings/api/list-bookings'
import { useAdminBooking } from '@/features/bookings/api/get-booking'
import { adminBookingKeys } from '@/features/bookings/api/keys'
import { BookingDetailsDialog } from '@/features/bookings/components/booking-details-dialog'
import { BookingStatusDialog } from '@/features/bookings/components/booking-status-dialog'
import { ExportBookingsButton } from '@/features/bookings/components/export-button'
import { useBookingListParams } from './use-booking-list-params'
import { EmailAddress } from '@/components/ui/email-address'

function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms)
    return () => window.clearTimeout(timer)
  }, [value, ms])
  return debounced
}

const column = createColumnHelper<AdminBooking>()

export default function AdminBookingsPage() {
  const { t, i18n } = useTranslation()
  const names = useDisplayNames()
  usePageMeta('adminBookings')
  const toast = useAdminToast()
  const { errorMessage } = useErrorMessages('admin')
  // The filters, the page and the open booking live in the URL (reload, back/forward, e-mail links).
  const { filters, booking: openId, update } = useBookingListParams()
  const { q, status, startsFrom, startsTo, page } = filters
  const [search, setSearch] = useState(q)
  const [shownQ, setShownQ] = useState(q)
  if (shownQ !== q) {
    // Back/forward (or a link) changed the search: the field shows it.
    setShownQ(q)
    setSearch(q)
  }
  const typed = useDebounced(search)
  const lastTyped = useRef(typed)
  useEffect(() => {
    if (typed === lastTyped.current) return
    lastTyped.current = typed
    if (typed !== q) update({ q: typed })
  }, [typed, q, update])
  const setPage = (next: number) => update({ page: next > 1 ? String(next) : '' })
  const list = useAdminBookings(filters)
  const summary = useBookingSummary()
  const linked = useAdminBooking(openId)
  const details = openId !== null ? (linked.data ?? null) : null
  const [editing, setEditing] = useState<AdminBooking | null>(null)
  const number = new Intl.NumberFormat(i18n.language)
  const rangeReversed = Boolean(startsFrom && startsTo && startsFrom > startsTo)
  const listError = list.isError && isApiError(list.error) && list.error.code === 'date_range_reversed'

  useLoadFailedToast(list.isError && !listError, t('adminBookings.fetchFailed'))
  useLoadFailedToast(linked.isError, t('adminBookings.linkNotFound'))
  const client = useQueryClient()
  const setDetails = (booking: AdminBooking | null) => {
    if (booking) client.setQueryData(adminBookingKeys.one(booking.id), booking)
    update({ booking: booking ? String(booking.id) : '' })
  }

  const lang = i18n.language
  const na = t('adminCommon.na')
  const c = (key: 'guest' | 'stay' | 'contact' | 'amount' | 'actions') => t(`adminBookings.columns.${key}`)
  const columns = [
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
    column.display({
      id: 'actions',
      header: c('actions'),
      meta: { className: 'sm:text-right', headerClassName: 'text-right' },
      cell: ({ row: { original: booking } }) => (
        <div className="flex justify-end gap-1.5">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setDetails(booking)}
            aria-label={`${t('adminBookings.details')} ${booking.bookingReference}`}
          >
            <Eye className="h-4 w-4" aria-hidden="true" />
            {t('adminBookings.details')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing(booking)}
            aria-label={`${t('adminBookings.update')} ${booking.bookingReference}`}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('adminBookings.update')}
          </Button>
        </div>
      ),
    }),
  ]

  const s = summary.data
  return (
    <div className="space-y-5">
      <PageHeader title={t('adminBookings.heading')} description={t('adminBookings.subheading')} />

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard
          label={t('adminBookings.cards.total')}
          value={s ? number.format(s.total) : '–'}
          hint={t('adminBookings.cards.totalHint')}
          Icon={BookOpenCheck}
        />
        <StatCard
          label={t('adminBookings.cards.pending')}
          value={s ? number.format(s.pending) : '–'}
          hint={t('adminBookings.cards.pendingHint')}
          Icon={CalendarClock}
          tone="amber"
        />
        <StatCard
          label={t('adminBookings.cards.confirmed')}
          value={s ? number.format(s.confirmed) : '–'}
          hint={t('adminBookings.cards.confirmedHint')}
          Icon={CheckCircle2}
          tone="emerald"
        />
        <StatCard
          label={t('adminBookings.cards.revenue')}
          value={s ? formatMoney(s.revenue, 'EUR', i18n.language) : '–'}
          hint={t('adminBookings.cards.revenueHint')}
          Icon={Euro}
          tone="violet"
        />
        <StatCard
          label={t('adminBookings.cards.unread')}
          value={s ? number.format(s.unreadMessages ?? 0) : '–'}
          hint={t('adminBookings.cards.unreadHint')}
          Icon={MessagesSquare}
          tone="slate"
          className="col-span-2 lg:col-span-1"
        />
      </div>

      <Panel
        title={
          <span className="flex items-center gap-2">
            {list.data && !list.data.totalExact
              ? t('adminBookings.listTitleMore', { total: number.format(list.data.total) })
              : t('adminBookings.listTitle', { count: list.data?.total ?? 0 })}
            {list.isFetching ? <Spinner size="sm" /> : null}
          </span>
        }
        actions={
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <label className="relative block sm:w-96">
              <span className="sr-only">{t('adminBookings.searchLabel')}</span>
              <Search
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <Input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('adminBookings.searchPlaceholder')}
                className="h-9 pl-9"
              />
            </label>
            <label className="block sm:w-44">
              <span className="sr-only">{t('adminBookings.statusFilter')}</span>
              <Select
                value={status}
                onChange={(e) => update({ status: e.target.value as BookingStatus | '' })}
                className="h-9 py-1.5"
              >
                <option value="">{t('adminBookings.all')}</option>
                {bookingStatusValues.map((value) => (
                  <option key={value} value={value}>
                    {t(`adminCommon.bookingStatus.${value}`)}
                  </option>
                ))}
              </Select>
            </label>
            <div className="grid grid-cols-2 gap-2">
              <label className="block">
                <span className="sr-only">{t('adminBookings.startsFrom')}</span>
                <Input
                  type="date"
                  value={startsFrom}
                  onChange={(e) => update({ from: e.target.value })}
                  aria-label={t('adminBookings.startsFrom')}
                  title={t('adminBookings.startsFrom')}
                  aria-invalid={rangeReversed || undefined}
                  className="h-9 py-1.5"
                />
              </label>
              <label className="block">
                <span className="sr-only">{t('adminBookings.startsTo')}</span>
                <Input
                  type="date"
                  value={startsTo}
                  onChange={(e) => update({ to: e.target.value })}
                  aria-label={t('adminBookings.startsTo')}
                  title={t('adminBookings.startsTo')}
                  aria-invalid={rangeReversed || undefined}
                  aria-describedby={listError ? 'bookings-range-error' : undefined}
                  className="h-9 py-1.5"
                />
              </label>
            </div>
            <ExportBookingsButton
              scope="admin"
              filters={{ q, status, startsFrom, startsTo }}
              label={t('adminBookings.exportCsv')}
              onError={(error) => toast.failure(errorMessage(error, t('adminBookings.exportFailed')))}
              className="h-9"
            />
          </div>
        }
      >
        {listError ? (
          <Alert variant="error" className="mb-3">
            <span id="bookings-range-error">{errorMessage(list.error, t('adminBookings.dateRangeReversed'))}</span>
          </Alert>
        ) : null}
        <DataTable
          columns={columns}
          {...serverPaged(list, page, ADMIN_BOOKINGS_PAGE_SIZE, setPage)}
          rowKey={(booking) => booking.id}
          empty={t('adminBookings.empty')}
          rowTestId="booking-row"
          minWidth={900}
        />
      </Panel>

      <BookingDetailsDialog booking={details} onClose={() => setDetails(null)} />
      <BookingStatusDialog booking={editing} onClose={() => setEditing(null)} />
    </div>
  )
}
