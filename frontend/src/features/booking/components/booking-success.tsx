import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { BookingCreated } from '@/api/types'
import { Link } from 'react-router'
import { Button } from '@/components/ui'
import { buttonClasses } from '@/components/ui/button'
import { useSiteConfig } from '@/lib/config/site-config'
import { formatDateTime, formatMoney } from '@/lib/format'

/** What the traveller sees once the request is made: its reference, amount, whether places are held, what comes next. */
export function BookingSuccess({
  booking,
  packageName,
  email,
  onClose,
  closeHref,
}: {
  booking: BookingCreated
  packageName: string
  email: string
  /** Closes the dialog; or, on the booking form's own page, `closeHref` leads back to the package. */
  onClose?: () => void
  closeHref?: string
}) {
  const { t, i18n } = useTranslation()
  const config = useSiteConfig().data
  return (
    <div className="mx-auto max-w-xl space-y-5 py-2 text-center" role="status" data-testid="booking-success">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
      </span>
      <dl className="grid gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-5 text-left sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('booking.success.reference')}
          </dt>
          <dd className="font-mono text-xl font-bold text-slate-900" data-testid="booking-reference">
            {booking.bookingReference}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('booking.success.amount')}
          </dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="booking-amount">
            {formatMoney(booking.amount, booking.currency, i18n.language)}
          </dd>
          {booking.currency !== 'EUR' ? (
            <dd className="text-xs text-slate-500">
              {t('booking.success.amountEur', { amount: formatMoney(booking.amountEur, 'EUR', i18n.language) })}
            </dd>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <dt className="sr-only">{t('booking.summary.package')}</dt>
          <dd className="text-sm text-slate-700">
            {packageName} · {booking.campName}
          </dd>
        </div>
      </dl>
      {/* Whether the request holds its places (the server's hold limits): never promised when it does not. */}
      <p className="text-slate-700" data-testid="success-hold">
        {booking.placesHeldUntil
          ? t('booking.success.held', { time: formatDateTime(booking.placesHeldUntil, i18n.language) })
          : t('booking.success.notHeld')}
      </p>
      {config ? (
        <p className="text-slate-700" data-testid="success-promise">
          {t('booking.success.promise', { hours: config.confirmationHours })}
        </p>
      ) : null}
      {email ? <p className="text-sm text-slate-600">{t('booking.success.email', { email })}</p> : null}
      {closeHref ? (
        <Link to={closeHref} className={buttonClasses('primary', 'lg', 'min-w-40')}>
          {t('booking.success.close')}
        </Link>
      ) : (
        <Button size="lg" onClick={onClose} className="min-w-40">
          {t('booking.success.close')}
        </Button>
      )}
    </div>
  )
}
