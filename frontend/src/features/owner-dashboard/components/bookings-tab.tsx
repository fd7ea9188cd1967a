import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { Alert, Button, Spinner, useToast } from '@/components/ui'
import { BookingCard } from '@/features/bookings/components/booking-card'
import { ExportBookingsButton } from '@/features/bookings/components/export-button'
import { OWNER_BOOKINGS_PAGE_SIZE, useOwnerBookings } from '@/features/bookings/api/list-bookings'
import { useOwnerBooking } from '@/features/bookings/api/get-booking'
import { TabSection } from './tab-section'

/** The camp's bookings, newest first, as cards (features/bookings): the moves the server offers on each, and each booking's thread. */
export function BookingsTab() {
  const { t } = useTranslation()
  const toast = useToast()
  const [page, setPage] = useState(1)
  const bookings = useOwnerBookings(page)
  const pages = bookings.data ? Math.max(1, Math.ceil(bookings.data.total / OWNER_BOOKINGS_PAGE_SIZE)) : 1
  // Counted up to a bound by the server: when there are more, Next stays open.
  const more = bookings.data ? !bookings.data.totalExact : false
  // The booking an e-mail links (`?booking=ID`): highlighted with its thread open, in the list or above it.
  const [params] = useSearchParams()
  const linkedParam = Number(params.get('booking'))
  const linkedId = Number.isInteger(linkedParam) && linkedParam > 0 ? linkedParam : null
  const linked = useOwnerBooking(linkedId)
  const linkedOnPage = bookings.data?.items.some((booking) => booking.id === linkedId) ?? false

  const exportFailed = () =>
    toast({
      title: t('ownerDashboard.toast.error'),
      description: t('ownerDashboard.bookings.exportFailed'),
      variant: 'destructive',
    })

  return (
    <TabSection
      id="bookings-heading"
      title={t('ownerDashboard.bookings.heading')}
      subtitle={t('ownerDashboard.bookings.subheading')}
      action={
        <ExportBookingsButton scope="owner" label={t('ownerDashboard.bookings.exportCsv')} onError={exportFailed} />
      }
    >
      {linked.isError ? <Alert variant="error">{t('ownerDashboard.bookings.linkNotFound')}</Alert> : null}
      {linked.data && bookings.data && !linkedOnPage ? (
        <ul aria-label={t('ownerDashboard.bookings.linked')}>
          <BookingCard booking={linked.data} highlighted />
        </ul>
      ) : null}
      {bookings.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : bookings.isError ? (
        <Alert variant="error">{t('ownerDashboard.toast.loadFailed')}</Alert>
      ) : bookings.data.items.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-sand-300 bg-white/70 px-6 py-12 text-center">
          <p className="font-semibold text-slate-900">{t('ownerDashboard.bookings.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('ownerDashboard.bookings.emptyHint')}</p>
        </div>
      ) : (
        <>
          <ul className="space-y-4">
            {bookings.data.items.map((booking) => (
              <BookingCard key={booking.id} booking={booking} highlighted={booking.id === linkedId} />
            ))}
          </ul>
          {pages > 1 || more ? (
            <nav
              aria-label={t('ownerDashboard.bookings.pagination')}
              className="flex items-center justify-between gap-3"
            >
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage((p) => Math.max(1, p - 1))}
                disabled={page <= 1}
              >
                {t('ownerDashboard.bookings.previous')}
              </Button>
              <span className="text-sm text-slate-600">
                {t(more ? 'ownerDashboard.bookings.pageMore' : 'ownerDashboard.bookings.page', { page, pages })}
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage((p) => (more ? p + 1 : Math.min(pages, p + 1)))}
                disabled={!more && page >= pages}
              >
                {t('ownerDashboard.bookings.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </TabSection>
  )
}
