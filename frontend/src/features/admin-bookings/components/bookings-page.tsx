import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/react'
import type { AdminBooking } from '@/api/types'
import { isApiError } from '@/api/errors'
import { AdminScreen, Panel } from '@/components/admin/page-header'
import { DataTable, serverPaged } from '@/components/data-table'
import { useAdminToast, useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { Alert, Spinner } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { ADMIN_BOOKINGS_PAGE_SIZE, useAdminBookings } from '@/features/bookings/api/list-bookings'
import { useAdminBooking } from '@/features/bookings/api/get-booking'
import { adminBookingKeys } from '@/features/bookings/api/keys'
import { useBookingColumns } from '@/features/bookings/components/booking-columns'
import { BookingDetailsDialog } from '@/features/bookings/components/booking-details-dialog'
import { BookingFilters } from '@/features/bookings/components/booking-filters'
import { BookingStatusDialog } from '@/features/bookings/components/booking-status-dialog'
import { BookingSummaryCards } from '@/features/bookings/components/booking-summary-cards'
import { useBookingListParams } from '@/features/bookings/hooks/use-booking-list-params'

/** /admin/bookings: the figures, the filtered list (filters, page and open booking in the URL), details and status. */
export default function AdminBookingsPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('adminBookings')
  const toast = useAdminToast()
  const { errorMessage } = useErrorMessages('admin')
  // The filters, the page and the open booking live in the URL (reload, back/forward, e-mail links).
  const { filters, booking: openId, update } = useBookingListParams()
  const setPage = (next: number) => update({ page: next > 1 ? String(next) : '' })
  const list = useAdminBookings(filters)
  const linked = useAdminBooking(openId)
  const details = openId !== null ? (linked.data ?? null) : null
  const [editing, setEditing] = useState<AdminBooking | null>(null)
  const number = new Intl.NumberFormat(i18n.language)
  const listError = list.isError && isApiError(list.error) && list.error.code === 'date_range_reversed'

  useLoadFailedToast(list.isError && !listError, t('adminBookings.fetchFailed'))
  useLoadFailedToast(linked.isError, t('adminBookings.linkNotFound'))
  const client = useQueryClient()
  const setDetails = (booking: AdminBooking | null) => {
    if (booking) client.setQueryData(adminBookingKeys.one(booking.id), booking)
    update({ booking: booking ? String(booking.id) : '' })
  }
  const columns = useBookingColumns({ onDetails: setDetails, onEdit: setEditing })

  return (
    <AdminScreen title={t('adminBookings.heading')} description={t('adminBookings.subheading')}>
      <BookingSummaryCards />
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
          <BookingFilters
            filters={filters}
            update={update}
            rangeErrorId={listError ? 'bookings-range-error' : undefined}
            onExportError={(error) => toast.failure(errorMessage(error, t('adminBookings.exportFailed')))}
          />
        }
      >
        {listError ? (
          <Alert variant="error" className="mb-3">
            <span id="bookings-range-error">{errorMessage(list.error, t('adminBookings.dateRangeReversed'))}</span>
          </Alert>
        ) : null}
        <DataTable
          columns={columns}
          {...serverPaged(list, filters.page, ADMIN_BOOKINGS_PAGE_SIZE, setPage)}
          rowKey={(booking) => booking.id}
          empty={t('adminBookings.empty')}
          rowTestId="booking-row"
          minWidth={900}
        />
      </Panel>
      <BookingDetailsDialog booking={details} onClose={() => setDetails(null)} />
      <BookingStatusDialog booking={editing} onClose={() => setEditing(null)} />
    </AdminScreen>
  )
}
