import { lazy, Suspense, useSyncExternalStore, type MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { Check, CreditCard, Landmark, LogIn } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { loadTexts } from '@/i18n'
import type { PartnerPlan } from '@/api/types'
import { Spinner, buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { isActiveCampOwner, isCampOwner } from '@/lib/auth/roles'
import { session } from '@/lib/auth/session'
import { paths } from '@/lib/config/paths'
import { cn } from '@/lib/ui/cn'
import { formatMoney, formatPercent } from '@/lib/format'
import { isKnownPlan } from './plans'

const FEATURES = ['f1', 'f2', 'f3', 'f4'] as const

// A signed-in owner's Pro buttons (the dashboard's subscription, its texts): loaded only for them.
const PricingSubscribe = lazy(() =>
  Promise.all([import('@/features/payments/components/pricing-subscribe'), loadTexts('admin')]).then(([m]) => m),
)

/** Where signing in from the pricing page returns to. */
export const PRICING_SIGN_IN = `${paths.ownerLogin}?next=pricing`

/**
 * Who reads the page, without asking the server: a public page does not restore the session on its own
 * (no refresh call for every visitor); a session this tab already has counts, and "Sign in" restores one.
 * An owner whose account still waits for the team's approval is 'pending': nothing to apply or subscribe to yet.
 */
function useSignedInOwner(): 'active' | 'pending' | null {
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState)
  if (state.status !== 'signedIn' || !isCampOwner(state.user)) return null
  return isActiveCampOwner(state.user) ? 'active' : 'pending'
}

function isProPlan(id: string): id is 'pro-monthly' | 'pro-yearly' {
  return id === 'pro-monthly' || id === 'pro-yearly'
}

export function signupPathFor(planId: string): string {
  return `${paths.partnerSignup}?plan=${encodeURIComponent(planId)}`
}

/**
 * The partner plans from configuration. A plan button leads to the application with the plan preselected;
 * a signed-in camp owner's Pro buttons start the subscription instead (as the dashboard's plan panel does),
 * and a signed-out partner may sign in to subscribe. The payment provider's script is loaded only when an
 * owner opens the payment dialog.
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
  const owner = useSignedInOwner()
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
              {owner === 'pending' ? (
                <p
                  className="rounded-2xl bg-sand-50 p-3 text-center text-sm text-slate-700"
                  data-testid={`pricing-pending-${plan.id}`}
                >
                  {t('partner.pricing.pendingApproval')}
                </p>
              ) : owner === 'active' && !isProPlan(plan.id) ? (
                <Link
                  to={paths.ownerPlan}
                  className={buttonClasses('outline', 'lg', 'w-full')}
                  data-testid={`pricing-plan-panel-${plan.id}`}
                >
                  {t('partner.pricing.managePlan')}
                </Link>
              ) : owner === 'active' && isProPlan(plan.id) ? (
                <Suspense fallback={<Spinner label={t('partner.pricing.loadingSubscribe')} />}>
                  <PricingSubscribe
                    plan={plan.id}
                    variant={plan.popular ? 'accent' : 'primary'}
                    label={t('partner.pricing.subscribe', { price })}
                  />
                </Suspense>
              ) : (
                <>
                  <Link
                    to={lp(signupPathFor(plan.id))}
                    className={buttonClasses(plan.popular ? 'accent' : paid ? 'primary' : 'outline', 'lg', 'w-full')}
                  >
                    {t(`${texts}.button` as 'partner.pricing.plans.free.button')}
                  </Link>
                  {paid ? <PaymentNote planId={plan.id} online={paymentProviderEnabled} /> : null}
                  {paid && isProPlan(plan.id) ? <SignInToSubscribe planId={plan.id} /> : null}
                </>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * How a Pro plan is paid after approval: with a payment provider configured, through the provider (its
 * script is loaded on the owner's dashboard, never on this public page); without, by bank transfer, the
 * team switching the plan.
 */
function PaymentNote({ planId, online }: { planId: string; online: boolean }) {
  const { t } = useTranslation()
  const Icon = online ? CreditCard : Landmark
  return (
    <p
      data-testid={`${online ? 'provider' : 'transfer'}-note-${planId}`}
      className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500"
    >
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {t(online ? 'partner.pricing.providerNote' : 'partner.pricing.transferNote')}
    </p>
  )
}

/**
 * "Already a partner? Sign in to subscribe": a session this browser has is restored first (then the Pro
 * buttons subscribe here); otherwise the owner's sign-in, which comes back to the pricing.
 */
function SignInToSubscribe({ planId }: { planId: string }) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  const navigate = useNavigate()
  const href = lp(PRICING_SIGN_IN)
  const signIn = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    void session.start().then(() => {
      if (!isActiveCampOwner(session.getState().user)) void navigate(href)
    })
  }
  return (
    <p className="text-center text-sm text-slate-600">
      {t('partner.pricing.alreadyPartner')}{' '}
      <a
        href={href}
        onClick={signIn}
        className="inline-flex items-center gap-1 font-semibold text-ocean-700 hover:underline"
        data-testid={`pricing-sign-in-${planId}`}
      >
        <LogIn className="h-3.5 w-3.5" aria-hidden="true" />
        {t('partner.pricing.signInToSubscribe')}
      </a>
    </p>
  )
}
