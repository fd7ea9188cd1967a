import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Calendar, Check, Download, Mail, MessageSquare, Phone, Users, X } from 'lucide-react'
import { cn } from '@/lib/ui/cn'
import { useTranslation } from '@/i18n/react'
import { useCodeText } from '@/i18n/codes'
import { useDisplayNames } from '@/i18n/display-names'
import type { OwnerBooking } from '@/api/types'
import { Alert, Badge, Button, Spinner, useToast } from '@/components/ui'
import { ReasonDialog } from '@/components/ui/reason-dialog'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useCancelOwnerBooking, useCompleteOwnerBooking, useConfirmOwnerBooking } from '../api/decide-owner-booking'
import { useAnswerOwnerDateRequest, useOwnerBookingThread, useWriteOwnerMessage } from '../api/owner-booking-thread'
import { BookingThread } from '@/components/booking-thread/booking-thread'
import { BOOKINGS_PAGE_SIZE, useOwnerBookings } from '../api/list-owner-bookings'
import { useOwnerBooking } from '../api/get-owner-booking'
import { exportOwnerBookings } from '../api/export-owner-bookings'
import { addDays, formatDate, formatMoney, formatTimestampDate, todayIso } from '@/lib/format'

const BADGES = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'danger',
  completed: 'neutral',
  expired: 'neutral',
} as const

/** The camp's bookings, newest first: confirm or cancel a request, cancel or complete a confirmed stay, and each booking's thread. */
export function BookingsTab() {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const [page, setPage] = useState(1)
  const bookings = useOwnerBookings(page)
  const [cancelling, setCancelling] = useState<OwnerBooking | null>(null)
  const [exporting, setExporting] = useState(false)
  const pages = bookings.data ? Math.max(1, Math.ceil(bookings.data.total / BOOKINGS_PAGE_SIZE)) : 1
  // Counted up to a bound by the server: when there are more, Next stays open.
  const more = bookings.data ? !bookings.data.totalExact : false
  // The booking an e-mail links (`?booking=ID`): highlighted with its thread open, in the list or above it.
  const [params] = useSearchParams()
  const linkedParam = Number(params.get('booking'))
  const linkedId = Number.isInteger(linkedParam) && linkedParam > 0 ? linkedParam : null
  const linked = useOwnerBooking(linkedId)
  const linkedOnPage = bookings.data?.items.some((booking) => booking.id === linkedId) ?? false

  async function download() {
    setExporting(true)
    try {
      await exportOwnerBookings(i18n.language === 'fr' || i18n.language === 'de' ? i18n.language : 'en')
    } catch {
      toast({
        title: t('ownerDashboard.toast.error'),
        description: t('ownerDashboard.bookings.exportFailed'),
        variant: 'destructive',
      })
    } finally {
      setExporting(false)
    }
  }

  return (
    <section className="space-y-5" aria-labelledby="bookings-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="bookings-heading" className="text-lg font-bold text-slate-900">
            {t('ownerDashboard.bookings.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('ownerDashboard.bookings.subheading')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={download} loading={exporting}>
          {exporting ? null : <Download className="h-4 w-4" aria-hidden="true" />}
          {t('ownerDashboard.bookings.exportCsv')}
        </Button>
      </div>
      {linked.isError ? <Alert variant="error">{t('ownerDashboard.bookings.linkNotFound')}</Alert> : null}
      {linked.data && bookings.data && !linkedOnPage ? (
        <ul aria-label={t('ownerDashboard.bookings.linked')}>
          <BookingCard booking={linked.data} highlighted onCancel={() => setCancelling(linked.data)} />
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
              <BookingCard
                key={booking.id}
                booking={booking}
                highlighted={booking.id === linkedId}
                onCancel={() => setCancelling(booking)}
              />
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
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </section>
  )
}

function BookingCard({
  booking,
  onCancel,
  highlighted = false,
}: {
  booking: OwnerBooking
  onCancel: () => void
  /** The booking an e-mail linked: outlined, scrolled to, its thread open. */
  highlighted?: boolean
}) {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const names = useDisplayNames()
  const toast = useToast()
  const confirm = useConfirmOwnerBooking()
  const complete = useCompleteOwnerBooking()
  const [showThread, setShowThread] = useState(highlighted)
  const card = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (highlighted) card.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [highlighted])
  const lang = i18n.language
  const end = addDays(booking.startDate, booking.numberOfDays)
  // A stay is marked completed from its last day on (the server refuses it earlier: stay_not_ended).
  const stayEnded = todayIso() >= addDays(booking.startDate, Math.max(booking.numberOfDays, 1) - 1)
  const amount = formatMoney(booking.amountInCurrency, booking.currency, lang)
  const amountEur = booking.currency === 'EUR' ? null : formatMoney(booking.bookingAmount, 'EUR', lang)

  async function onConfirm(move: 'confirm' | 'complete' = 'confirm') {
    try {
      await (move === 'confirm' ? confirm : complete).mutateAsync(booking.id)
      toast({
        title: t('ownerDashboard.toast.success'),
        description: t('ownerDashboard.toast.bookingUpdated'),
        variant: 'success',
      })
    } catch {
      toast({
        title: t('ownerDashboard.toast.error'),
        description: t('ownerDashboard.toast.bookingUpdateFailed'),
        variant: 'destructive',
      })
    }
  }

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
        {booking.status === 'pending' || booking.status === 'confirmed' ? (
          <Button
            variant="outline"
            onClick={onCancel}
            disabled={confirm.isPending || complete.isPending}
            aria-label={`${t('ownerDashboard.bookings.cancel')} ${booking.bookingReference}`}
            className="text-red-700"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t('ownerDashboard.bookings.cancel')}
          </Button>
        ) : null}
        {booking.status === 'pending' ? (
          <Button
            onClick={() => void onConfirm()}
            loading={confirm.isPending}
            aria-label={`${t('ownerDashboard.bookings.confirm')} ${booking.bookingReference}`}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
            {t('ownerDashboard.bookings.confirm')}
          </Button>
        ) : null}
        {booking.status === 'confirmed' && stayEnded ? (
          <Button
            onClick={() => void onConfirm('complete')}
            loading={complete.isPending}
            aria-label={`${t('ownerDashboard.bookings.complete')} ${booking.bookingReference}`}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
            {t('ownerDashboard.bookings.complete')}
          </Button>
        ) : null}
      </div>
      {showThread ? <OwnerThread bookingId={booking.id} /> : null}
    </li>
  )
}

function CancelBookingDialog({ booking, onClose }: { booking: OwnerBooking | null; onClose: () => void }) {
  if (!booking) return null
  return <CancelBookingDialogBody key={booking.id} booking={booking} onClose={onClose} />
}

function CancelBookingDialogBody({ booking, onClose }: { booking: OwnerBooking; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const cancel = useCancelOwnerBooking()
  const { fieldMessage } = useErrorMessages()

  async function cancelWith(reason: string) {
    try {
      await cancel.mutateAsync({ id: booking.id, reason })
      toast({
        title: t('ownerDashboard.toast.success'),
        description: t('ownerDashboard.toast.bookingUpdated'),
        variant: 'success',
      })
      onClose()
    } catch (error) {
      toast({
        title: t('ownerDashboard.toast.error'),
        description: t('ownerDashboard.toast.bookingUpdateFailed'),
        variant: 'destructive',
      })
      throw error
    }
  }

  // The traveller is told why: a cancellation needs a reason.
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
      pending={cancel.isPending}
      onConfirm={cancelWith}
      onClose={onClose}
    />
  )
}

/** The booking's thread in the card: reading it marks it read; the camp writes and answers date requests. */
function OwnerThread({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation()
  const thread = useOwnerBookingThread(bookingId, true)
  const write = useWriteOwnerMessage(bookingId)
  const answer = useAnswerOwnerDateRequest(bookingId)
  if (thread.isPending) return <Spinner />
  if (thread.isError) return <Alert variant="error">{t('ownerDashboard.toast.loadFailed')}</Alert>
  return (
    <div className="mt-4 border-t border-sand-100 pt-4" data-testid="owner-thread">
      <BookingThread thread={thread.data} viewer="camp" write={write} answer={answer} />
    </div>
  )
}
