import { Link } from 'react-router'
import { Check, CreditCard } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { PartnerPlan } from '@/api/types'
import { buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { cn } from '@/lib/ui/cn'
import { formatMoney, formatPercent } from '@/lib/format'
import { isKnownPlan } from './plans'

const FEATURES = ['f1', 'f2', 'f3', 'f4'] as const

export function signupPathFor(planId: string): string {
  return `${paths.partnerSignup}?plan=${encodeURIComponent(planId)}`
}

/**
 * The partner plans from configuration. Every plan button leads to the application with the plan
 * preselected; no third-party payment script is loaded on this page.
 */
export function PlanCards({
  plans,
  paymentProviderEnabled,
}: {
  plans: readonly PartnerPlan[]
  paymentProviderEnabled: boolean
}) {
  const { t, i18n } = useTranslation()
  const lp = useLocalizedPath()
  return (
    <ul className={cn('grid gap-6', plans.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2')}>
      {plans.map((plan) => {
        const known = isKnownPlan(plan.id) ? plan.id : null
        const texts = known ? `partner.pricing.plans.${known}` : 'partner.pricing.plans.other'
        const isBooking = plan.period === 'booking'
        const percent = plan.commissionPercent ?? 0
        const price = isBooking ? formatPercent(percent, i18n.language) : formatMoney(plan.price, 'EUR', i18n.language)
        const subtext = isBooking
          ? t('partner.pricing.perBooking')
          : plan.period === 'month'
            ? t('partner.pricing.perMonth')
            : t('partner.pricing.perYear')
        const paid = !isBooking && Number(plan.price) > 0
        return (
          <li
            key={plan.id}
            data-testid={`plan-${plan.id}`}
            className={cn(
              'relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-8',
              plan.popular
                ? 'border-sunset-400 shadow-lg shadow-sunset-500/10 ring-2 ring-sunset-400'
                : 'border-sand-200',
            )}
          >
            {plan.popular ? (
              <span className="absolute -top-3.5 left-6 inline-flex items-center rounded-full bg-sunset-500 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase shadow-sm">
                {t('partner.pricing.bestValue')}
              </span>
            ) : null}
            <h3 className="text-lg font-bold text-slate-900">
              {t(`${texts}.title` as 'partner.pricing.plans.free.title')}
            </h3>
            <p className="mt-1 min-h-10 text-sm text-slate-600">
              {t(`${texts}.description` as 'partner.pricing.plans.free.description')}
            </p>
            <p className="mt-5 flex items-baseline gap-2">
              <span className="text-4xl font-extrabold tracking-tight text-slate-900">{price}</span>
              <span className="text-sm text-slate-600">{subtext}</span>
            </p>
            <p className="mt-1 h-6 text-sm font-semibold text-emerald-700">
              {plan.savings
                ? t('partner.pricing.save', { amount: formatMoney(plan.savings, 'EUR', i18n.language) })
                : isBooking
                  ? t('partner.pricing.noMonthlyCost')
                  : t('partner.pricing.cancelAnytime')}
            </p>
            {known ? (
              <ul className="mt-5 flex-1 space-y-2.5 text-sm text-slate-700">
                {FEATURES.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    <span>{t(`partner.pricing.plans.${known}.${feature}`, { percent })}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="flex-1" />
            )}
            <div className="mt-6 space-y-2">
              <Link
                to={lp(signupPathFor(plan.id))}
                className={buttonClasses(plan.popular ? 'accent' : paid ? 'primary' : 'outline', 'lg', 'w-full')}
              >
                {t(`${texts}.button` as 'partner.pricing.plans.free.button')}
              </Link>
              {paid && paymentProviderEnabled ? <ProviderNote planId={plan.id} /> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * With a payment provider configured, Pro plans say that the subscription is taken by the provider
 * after approval (its script is loaded there, never on this public page).
 */
function ProviderNote({ planId }: { planId: string }) {
  const { t } = useTranslation()
  return (
    <p
      data-testid={`provider-note-${planId}`}
      className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500"
    >
      <CreditCard className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {t('partner.pricing.providerNote')}
    </p>
  )
}
