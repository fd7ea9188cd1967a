import { useSearchParams } from 'react-router'
import { useState, type ReactNode } from 'react'
import { CalendarDays, Mail, MapPin, Phone } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { Language } from '@/i18n/languages'
import { isApiError } from '@/api/errors'
import type { MyBooking } from '@/api/types'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Badge, Button, Dialog, Field, PageSpinner, Textarea } from '@/components/ui'
import { BookingThread } from '@/features/bookings/components/booking-thread'
import { useLinkToken } from '@/lib/config/link-token'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { formatDate, formatDateTime, formatMoney, formatPercent } from '@/lib/format'
import { myBookingCalendarUrl, useMyBooking } from '../api/get-my-booking'
import { useCancelMyBooking, useWriteMyBookingMessage } from '../api/change-my-booking'
import { EmailAddress } from '@/components/ui/email-address'
import { DatesForm } from './dates-form'
import { LostLink } from './lost-link'
import { SENT_NOTICES, useMyBookingPageForm } from '../lib/page-form'
import { buttonClasses } from '@/components/ui/button'
import { postedValues } from '@/lib/forms/posted-form'
import { z } from '@/lib/forms/zod'
import { useZodForm } from '@/lib/forms/zod-form'
import { useHydrated } from '@/lib/ssr/prerendered'
import { BOOKING_STATUS_BADGES as BADGES } from '@/features/bookings/lib/status-badges'

function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id ?? title}-title`}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id ?? title}-title`} className="mb-3 text-base font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-sand-100 py-1.5 last:border-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  )
}

const cancelSchema = z.object({ reason: z.string() })

function CancelSection({ booking, token, lang }: { booking: MyBooking; token: string; lang: Language }) {
  const { t } = useTranslation()
  const cancel = useCancelMyBooking()
  const [open, setOpen] = useState(false)
  const page = useMyBookingPageForm('myBookingCancel', token)
  const form = useZodForm(cancelSchema, postedValues(page.posted, { reason: '' }))
  const hydrated = useHydrated()
  const refund = booking.refund
  if (!refund) return null
  const sentence = t(`myBooking.cancel.refund.${refund.tier}`, {
    amount: formatMoney(refund.amount, refund.currency, lang),
    percent: formatPercent(refund.percent, lang),
  })
  if (!hydrated || page.posted) {
    // Before the script runs (or without one), the confirmation is a disclosure holding a form posted to
    // the page; it looks like the button that opens the dialog afterwards.
    return (
      <Card title={t('myBooking.cancel.title')} id="cancel">
        <p className="text-sm text-slate-700" data-testid="refund">
          {sentence}
        </p>
        <details className="mt-3" open={page.posted !== null}>
          <summary
            className={buttonClasses(
              'outline',
              'md',
              'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden',
            )}
          >
            {t('myBooking.cancel.confirm')}
          </summary>
          <form {...page.attributes} className="mt-3 space-y-3">
            {page.fields}
            <Field label={t('myBooking.cancel.reason')}>
              {(props) => <Textarea {...props} rows={3} maxLength={1000} {...form.register('reason')} />}
            </Field>
            {page.error ? <Alert variant="error">{t('myBooking.cancel.failed')}</Alert> : null}
            <Button type="submit" variant="destructive">
              {t('myBooking.cancel.confirm')}
            </Button>
          </form>
        </details>
      </Card>
    )
  }
  return (
    <Card title={t('myBooking.cancel.title')} id="cancel">
      <p className="text-sm text-slate-700" data-testid="refund">
        {sentence}
      </p>
      <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
        {t('myBooking.cancel.confirm')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('myBooking.cancel.dialogTitle', { reference: booking.bookingReference })}
        description={sentence}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('myBooking.cancel.keep')}
            </Button>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { token, lang, reason: form.getValues('reason').trim() || null },
                  { onSuccess: () => setOpen(false) },
                )
              }
            >
              {t('myBooking.cancel.confirm')}
            </Button>
          </>
        }
      >
        <Field label={t('myBooking.cancel.reason')}>
          {(props) => <Textarea {...props} rows={3} maxLength={1000} {...form.register('reason')} />}
        </Field>
        {cancel.isError ? (
          <Alert variant="error" className="mt-3">
            {t('myBooking.cancel.failed')}
          </Alert>
        ) : null}
      </Dialog>
    </Card>
  )
}

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
        <Card title={t('myBooking.camp')} id="camp">
          <p className="font-semibold text-slate-900">{camp.name}</p>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            {camp.place || camp.address ? (
              <li className="flex gap-2">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-ocean-700" aria-hidden="true" />
                <span>
                  <span className="sr-only">{t('myBooking.addressLabel')}</span>
                  {/* The address names its town and country; the place stands in where there is none. */}
                  {camp.address ? <span lang={camp.addressLanguage ?? undefined}>{camp.address}</span> : camp.place}
                  {camp.mapsUrl ? ' ' : null}
                  {camp.mapsUrl ? (
                    <a
                      href={camp.mapsUrl}
                      className="ml-2 font-semibold text-ocean-700 hover:underline"
                      rel="noreferrer"
                      target="_blank"
                    >
                      {t('myBooking.map')}
                    </a>
                  ) : null}
                </span>
              </li>
            ) : null}
            {camp.phone ? (
              <li className="flex gap-2">
                <Phone className="mt-0.5 h-4 w-4 shrink-0 text-ocean-700" aria-hidden="true" />
                <a
                  href={`tel:${camp.phone}`}
                  className="hover:underline"
                  aria-label={`${t('myBooking.phone')}: ${camp.phone}`}
                >
                  {camp.phone}
                </a>
              </li>
            ) : null}
            {camp.email ? (
              <li className="flex gap-2">
                <Mail className="mt-0.5 h-4 w-4 shrink-0 text-ocean-700" aria-hidden="true" />
                <a href={`mailto:${camp.email}`} className="hover:underline">
                  <EmailAddress address={camp.email} />
                </a>
              </li>
            ) : null}
          </ul>
        </Card>
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
