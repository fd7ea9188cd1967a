import type { ReactNode } from 'react'
import { CalendarDays, CheckCircle2, Clock, ShieldCheck, Users, type LucideIcon } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { CurrencyCode, PackageDetail, SiteConfig } from '@/api/types'
import { addDays, formatDate, formatMoney } from '@/lib/format'
import type { BookingFormValues } from '../lib/form'
import { quote } from '../lib/pricing'

const ADD_ON_LABEL = {
  'airport-transfer': 'airportTransfer',
  'extra-yoga': 'extraYoga',
  'surf-photos': 'surfPhotos',
} as const

export function rateOf(config: SiteConfig | undefined, currency: CurrencyCode): string {
  return config?.currencies.find((c) => c.code === currency)?.rate ?? '1'
}

/** The chosen currency when the site offers it, else EUR (whose rate is 1). */
export function currencyOf(config: SiteConfig | undefined, chosen: CurrencyCode): CurrencyCode {
  return config?.currencies.some((c) => c.code === chosen) ? chosen : 'EUR'
}

/** The live quote of the form's values (the TypeScript mirror of the server's price function) and its currency. */
function useBookingQuote(pkg: PackageDetail, values: BookingFormValues, config: SiteConfig | undefined) {
  const currency = currencyOf(config, values.currency)
  const discountRule = config?.groupDiscount
  const result = quote({
    packagePrice: pkg.price,
    packageDays: pkg.durationDays,
    days: values.numberOfDays,
    people: values.numberOfPeople,
    addOns: values.addOns,
    addOnRules: pkg.addOns,
    rate: rateOf(config, currency),
    groupDiscount: discountRule ? { minPeople: discountRule.minPeople, percent: discountRule.percent } : null,
  })
  return { result, currency, discountRule }
}

/** What the total bar and the summary are worked out from: the package, the form's values, the site's settings. */
type QuoteProps = {
  pkg: PackageDetail
  values: BookingFormValues
  config: SiteConfig | undefined
  children?: React.ReactNode
}

/**
 * The bar at the foot of the booking form: the total and the submit button, kept in view while the
 * traveller scrolls the long form on a phone (the summary card with the details comes last there).
 */
export function BookingTotalBar({ pkg, values, config, children }: QuoteProps & { children: React.ReactNode }) {
  const { t, i18n } = useTranslation()
  const { result, currency } = useBookingQuote(pkg, values, config)
  return (
    <div
      className="sticky bottom-0 z-10 -mx-6 mt-6 flex items-center justify-between gap-4 border-t border-slate-200 bg-white/95 px-6 py-3 backdrop-blur"
      data-testid="booking-total-bar"
    >
      <p className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('booking.summary.total')}
        </span>
        <span className="text-xl font-extrabold text-slate-900 tabular-nums" data-testid="total-bar-amount">
          {formatMoney(result.total, currency, i18n.language)}
        </span>
      </p>
      {children}
    </div>
  )
}

/** Live totals from the TypeScript mirror of the server's price function, plus the configured promises. */
export function BookingSummary({ pkg, values, config, children }: QuoteProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const { result, currency, discountRule } = useBookingQuote(pkg, values, config)
  const eur = (amount: string) => formatMoney(amount, 'EUR', lang)
  // Every line in the chosen currency, so the lines and the total read in one currency.
  const money = (amount: string) => formatMoney(amount, currency, lang)
  const policy = config?.cancellationPolicy
  return (
    <aside
      aria-labelledby="booking-summary-title"
      className="rounded-2xl border border-ocean-100 bg-ocean-50/60 p-5 lg:sticky lg:top-0"
      data-testid="booking-summary"
    >
      <h3 id="booking-summary-title" className="text-base font-bold text-slate-900">
        {t('booking.sections.summary')}
      </h3>
      <div className="mt-4 space-y-3 text-sm">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('booking.summary.package')}</p>
          <div className="font-semibold text-slate-900">{pkg.name}</div>
          <div className="text-slate-600">{pkg.camp.name}</div>
        </div>
        <SummaryRow icon={CalendarDays} label={t('booking.summary.dates')}>
          {values.startDate
            ? t('booking.summary.dateRange', {
                start: formatDate(values.startDate, lang),
                end: formatDate(addDays(values.startDate, values.numberOfDays), lang),
              })
            : t('booking.summary.chooseDate')}
          {' · '}
          {t('booking.daysOption', { count: values.numberOfDays })}
        </SummaryRow>
        <SummaryRow icon={Users} label={t('booking.summary.travellers')}>
          {t('booking.peopleOption', { count: values.numberOfPeople })} · {t(`levels.${values.surfingLevel}`)}
        </SummaryRow>
      </div>
      <div className="mt-4 space-y-2 border-t border-ocean-100 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <p className="text-slate-600">
            {t('booking.summary.stay', { days: values.numberOfDays, people: values.numberOfPeople })}
          </p>
          <div className="font-medium text-slate-900 tabular-nums">{money(result.stayInCurrency)}</div>
        </div>
        {Number(result.discount) > 0 ? (
          <div className="flex justify-between gap-3 text-emerald-700">
            <p>{t('booking.summary.discount')}</p>
            <div className="font-medium tabular-nums">−{money(result.discountInCurrency)}</div>
          </div>
        ) : null}
        {result.addOns.map((line) => (
          <div key={line.key} className="flex justify-between gap-3">
            <p className="text-slate-600">{t(`booking.addOns.${ADD_ON_LABEL[line.key]}`)}</p>
            <div className="font-medium text-slate-900 tabular-nums">{money(line.amountInCurrency)}</div>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 border-t border-ocean-100 pt-3">
          <p className="text-base font-bold text-slate-900">{t('booking.summary.total')}</p>
          <div className="text-right">
            <span className="text-2xl font-extrabold text-slate-900 tabular-nums" data-testid="summary-total">
              {formatMoney(result.total, currency, lang)}
            </span>
            {currency !== 'EUR' ? (
              <span className="block text-xs text-slate-500">
                {t('booking.summary.totalEur', { amount: eur(result.totalEur) })}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      {children}
      <ul className="mt-4 space-y-2 text-xs text-slate-600">
        <li className="flex gap-2">
          <CheckCircle2 className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
          {t('booking.summary.noPayment')}
        </li>
        {config ? (
          <li className="flex gap-2" data-testid="confirmation-promise">
            <Clock className="h-4 w-4 shrink-0 text-ocean-700" aria-hidden="true" />
            {t('booking.summary.confirmation', { hours: config.confirmationHours })}
          </li>
        ) : null}
        {policy ? (
          <li className="flex gap-2" data-testid="cancellation-policy">
            <ShieldCheck className="h-4 w-4 shrink-0 text-ocean-700" aria-hidden="true" />
            <span>
              {t('booking.summary.cancellationFree', { hours: policy.freeUntilHours })}{' '}
              {policy.partialRefundPercent > 0 && policy.partialUntilHours < policy.freeUntilHours
                ? t('booking.summary.cancellationPartial', {
                    percent: policy.partialRefundPercent,
                    from: policy.partialUntilHours,
                    to: policy.freeUntilHours,
                  })
                : t('booking.summary.cancellationNone', { hours: policy.freeUntilHours })}
            </span>
          </li>
        ) : null}
        {discountRule ? (
          <li className="flex gap-2">
            <Users className="h-4 w-4 shrink-0 text-ocean-700" aria-hidden="true" />
            {t('booking.summary.groupDiscount', { percent: discountRule.percent, count: discountRule.minPeople })}
          </li>
        ) : null}
      </ul>
    </aside>
  )
}

/** A line of the summary: its icon, its name for screen readers, what was chosen. */
function SummaryRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-ocean-700" aria-hidden="true" />
      <div>
        <p className="sr-only">{label}</p>
        <div className="text-slate-700">{children}</div>
      </div>
    </div>
  )
}
