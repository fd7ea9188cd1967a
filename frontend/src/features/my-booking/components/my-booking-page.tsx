import { useSearchParams } from 'react-router'
import { CalendarDays } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { Language } from '@/i18n/languages'
import { isApiError } from '@/api/errors'
import type { MyBooking } from '@/api/types'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Badge, PageSpinner } from '@/components/ui'
import { BookingThread } from '@/features/bookings/components/booking-thread'
import { BOOKING_STATUS_BADGES as BADGES } from '@/features/bookings/lib/status-badges'
import { useLinkToken } from '@/lib/config/link-token'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { myBookingCalendarUrl, useMyBooking } from '../api/get-my-booking'
import { useWriteMyBookingMessage } from '../api/change-my-booking'
import { SENT_NOTICES, useMyBookingPageForm } from '../lib/page-form'
import { CampContact } from './camp-contact'
import { CancelSection } from './cancel-section'
import { DatesForm } from './dates-form'
import { LostLink } from './lost-link'
import { Card, Row } from './my-booking-card'

function DatesSection({ booking, token, lang }: { booking: MyBooking; token: string; lang: Language }) {
  const { t } = useTranslation()
  if (!booking.canRequestDates) return null
  return (
    <Card title={t('myBooking.moveDates.title')} id="dates">
      <DatesForm booking={booking} token={token} lang={lang} />
    </Card>
  )
}

/** The page every booking e-mail links to: the booking, what happens next, cancel, other dates, messages. */
export default function MyBookingPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('myBooking')
  const lang = i18n.language as Language
  const token = useLinkToken()
  const plausible = /^\d+\.\d+\.[\w-]{10,}$/.test(token)
  const booking = useMyBooking(token, lang, plausible)
  const write = useWriteMyBookingMessage()
  const messageForm = useMyBookingPageForm('myBookingMessage', token)
  const sent = useSearchParams()[0].get('sent')
  const notice = sent && sent in SENT_NOTICES ? SENT_NOTICES[sent as keyof typeof SENT_NOTICES] : null

  if (!plausible) return <LostLink invalid={token !== ''} />
  if (isApiError(booking.error) && booking.error.status === 404) return <LostLink invalid />
  if (booking.isPending) return <PageSpinner />
  if (booking.isError) {
    return (
      <AuthCard title={t('myBooking.heading')}>
        <Alert variant="error">{t('myBooking.loadFailed')}</Alert>
      </AuthCard>
    )
  }
  const b = booking.data
  const camp = b.camp
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <p className="text-sm font-semibold text-ocean-700">{t('myBooking.heading')}</p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('myBooking.reference', { reference: b.bookingReference })}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{t('myBooking.status')}</span>
          <Badge variant={BADGES[b.status]} data-testid="my-booking-status">
            {t(`thread.status.${b.status}`)}
          </Badge>
        </p>
      </header>
      {notice ? (
        <div data-testid="my-booking-sent">
          <Alert variant="success">{t(notice)}</Alert>
        </div>
      ) : null}
      <Alert
        variant={b.status === 'cancelled' || b.status === 'expired' ? 'warning' : 'info'}
        title={t('myBooking.next.title')}
      >
        {t(`myBooking.next.${b.status}`)}
        {b.hold && b.answerBy ? (
          <span className="mt-1 block" data-testid="my-booking-hold">
            {t(b.hold === 'held' ? 'myBooking.hold.held' : 'myBooking.hold.notHeld', {
              until: formatDateTime(b.answerBy, lang),
            })}
          </span>
        ) : null}
        {b.cancellationReason ? (
          <span className="mt-1 block italic">{t('common.quoted', { text: b.cancellationReason })}</span>
        ) : null}
      </Alert>
      <div className="grid gap-5 md:grid-cols-2">
        <Card title={t('myBooking.details')} id="details">
          <dl className="text-sm">
            <Row label={t('myBooking.package')}>{b.packageName}</Row>
            <Row label={t('myBooking.dates')}>
              {t('myBooking.dateRange', { start: formatDate(b.startDate, lang), end: formatDate(b.endDate, lang) })}
            </Row>
            <Row label={t('myBooking.people')}>{b.numberOfPeople}</Row>
            <Row label={t('myBooking.addOns')}>
              {b.addOns.length ? b.addOns.map((key) => t(`myBooking.addOn.${key}`)).join(', ') : t('myBooking.none')}
            </Row>
            <Row label={t('myBooking.amount')}>{formatMoney(b.amount, b.currency, lang)}</Row>
          </dl>
          {b.status === 'cancelled' || b.status === 'expired' ? null : (
            <a
              href={myBookingCalendarUrl(token)}
              className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-ocean-700 hover:underline"
            >
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {t('myBooking.calendar')}
            </a>
          )}
        </Card>
        <CampContact camp={camp} />
      </div>
      <CancelSection booking={b} token={token} lang={lang} />
      <DatesSection booking={b} token={token} lang={lang} />
      <Card title={t('myBooking.messages')} id="messages">
        <BookingThread
          thread={b.thread}
          viewer="traveller"
          write={{
            mutateAsync: (body: string) => write.mutateAsync({ token, lang, body }),
            isPending: write.isPending,
            error: write.error,
          }}
          pageForm={messageForm}
        />
      </Card>
    </div>
  )
}
