import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { statementKeys } from '@/features/statements/api/keys'
import { invalidate } from '@/lib/query/invalidate'
import { CreditCard, Landmark } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Alert, Badge, Button, Spinner, useToast } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useSiteConfig } from '@/lib/config/site-config'
import { formatAmount, formatTimestampDate } from '@/lib/format'
import {
  confirmed,
  type Payments,
  type SubscriptionPlan,
  useCancelSubscription,
  useOwnerPayments,
  useSubscribe,
} from '../api/owner-payments'
import { InvoiceButton } from './invoice-button'
import { PaymentDialog } from './payment-dialog'
import { usePaymentError } from './payment-details'

const PLANS: readonly SubscriptionPlan[] = ['pro-monthly', 'pro-yearly']
export const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete'])

/**
 * The owner's Pro subscription: the plan and its next renewal, subscribe monthly or yearly, cancel at the
 * period's end, and the invoices. Without a payment provider configured it says how to pay by transfer.
 * The plan itself changes when the provider confirms the payment (its webhook), so after paying the panel
 * waits for that and says so.
 */
export function PaymentsPlanPanel() {
  const { t, i18n } = useTranslation()
  const [sent, setSent] = useState(false)
  const payments = useOwnerPayments(sent)
  const client = useQueryClient()
  const language = i18n.language
  const paid = confirmed(payments.data)
  const waiting = sent && !paid
  // The provider confirmed: the statements' plan card and months read the new plan.
  useEffect(() => {
    if (sent && paid) void invalidate(client, statementKeys.owner())
  }, [sent, paid, client])
  if (payments.isPending) return <Spinner label={t('payments.loading')} />
  if (payments.isError) return <Alert variant="error">{t('payments.loadFailed')}</Alert>
  const data = payments.data
  const sub = data.subscription
  return (
    <section
      aria-labelledby="payments-plan-heading"
      className="space-y-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="payments-plan-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="payments-plan-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <CreditCard className="h-5 w-5 text-ocean-700" aria-hidden="true" />
          {t('payments.plan.heading')}
        </h3>
        {sub && LIVE.has(sub.status) ? (
          <Badge variant={sub.status === 'active' ? 'success' : 'warning'} data-testid="subscription-status">
            {t(`payments.status.${sub.status}` as 'payments.status.active', { defaultValue: sub.status })}
          </Badge>
        ) : null}
      </div>
      {!data.enabled ? (
        <TransferNote iban={data.transferIban} />
      ) : sub && LIVE.has(sub.status) ? (
        <Subscribed payments={data} />
      ) : (
        <SubscribeButtons payments={data} onPaid={() => setSent(true)} waiting={waiting} />
      )}
      {data.invoices.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-slate-800">{t('payments.invoices.heading')}</h4>
          <ul className="mt-2 divide-y divide-sand-100 text-sm" data-testid="payments-invoices">
            {data.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
                <span className="text-slate-700">
                  {formatTimestampDate(invoice.issuedAt, language)}
                  {invoice.plan ? ` · ${t(`payments.plans.${invoice.plan}` as 'payments.plans.pro-monthly')}` : ''}
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatAmount((invoice.amountCents / 100).toFixed(2), invoice.currency, language)}
                </span>
                <span className="w-full text-xs break-all text-slate-500 sm:w-auto">
                  {t(`payments.invoices.status.${invoice.status}` as 'payments.invoices.status.paid', {
                    defaultValue: invoice.status,
                  })}{' '}
                  · {t('payments.reference', { reference: invoice.reference })}
                </span>
                <InvoiceButton
                  invoice={{ id: invoice.id }}
                  label={t('payments.invoices.download', { date: formatTimestampDate(invoice.issuedAt, language) })}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

export function TransferNote({ iban }: { iban: string | null }) {
  const { t } = useTranslation()
  return (
    <div className="flex gap-3 text-sm text-slate-700" data-testid="payments-transfer-note">
      <Landmark className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="space-y-1">
        <p>{t('payments.transfer.body')}</p>
        {iban ? <p className="font-mono text-slate-900">{t('payments.transfer.iban', { iban })}</p> : null}
      </div>
    </div>
  )
}

/** A Pro plan's price in the reader's language, from the site's configured plans. */
export function usePlanPrice() {
  const { i18n } = useTranslation()
  const config = useSiteConfig()
  return (id: SubscriptionPlan) => {
    const found = config.data?.plans.find((p) => p.id === id)
    return found ? formatAmount(found.price, 'EUR', i18n.language) : ''
  }
}

/**
 * Subscribing to `plan` (open while it is set): the provider's card field, then the subscription; `onPaid`
 * when it was sent (the plan itself changes when the provider confirms). The dashboard's panel and the
 * pricing page both use it.
 */
export function SubscribeDialog({
  plan,
  payments,
  onClose,
  onPaid,
}: {
  plan: SubscriptionPlan | null
  payments: Payments
  onClose: () => void
  onPaid: () => void
}) {
  const { t } = useTranslation()
  const subscribe = useSubscribe()
  const priceOf = usePlanPrice()
  return (
    <PaymentDialog
      open={plan !== null}
      onClose={onClose}
      payments={payments}
      title={plan ? t(`payments.plans.${plan}` as 'payments.plans.pro-monthly') : ''}
      description={plan ? t('payments.plan.dialog', { price: priceOf(plan) }) : ''}
      submitLabel={t('payments.plan.confirm')}
      onConfirmed={async (setupId) => {
        if (!plan) return
        await subscribe.mutateAsync({ plan, setupId })
        onClose()
        onPaid()
      }}
    />
  )
}

export function WaitingForProvider() {
  const { t } = useTranslation()
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700" role="status" data-testid="payments-waiting">
      <Spinner label="" />
      {t('payments.plan.waiting')}
    </p>
  )
}

function SubscribeButtons({ payments, onPaid, waiting }: { payments: Payments; onPaid: () => void; waiting: boolean }) {
  const { t } = useTranslation()
  const priceOf = usePlanPrice()
  const [plan, setPlan] = useState<SubscriptionPlan | null>(null)
  if (waiting) return <WaitingForProvider />
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('payments.plan.intro')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {PLANS.map((id) => (
          <Button
            key={id}
            variant={id === 'pro-yearly' ? 'accent' : 'primary'}
            onClick={() => setPlan(id)}
            data-testid={`subscribe-${id}`}
          >
            {t(`payments.plan.subscribe.${id}` as 'payments.plan.subscribe.pro-monthly', { price: priceOf(id) })}
          </Button>
        ))}
      </div>
      <SubscribeDialog plan={plan} payments={payments} onClose={() => setPlan(null)} onPaid={onPaid} />
    </div>
  )
}

function Subscribed({ payments }: { payments: Payments }) {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const errorText = usePaymentError()
  const cancel = useCancelSubscription()
  const [asking, setAsking] = useState(false)
  const sub = payments.subscription
  if (!sub) return null
  const day = (value: string | null) => (value ? formatTimestampDate(value, i18n.language) : '')
  const change = (value: boolean) =>
    cancel.mutate(value, {
      onSuccess: () => {
        setAsking(false)
        toast({ title: t(value ? 'payments.plan.cancelled' : 'payments.plan.resumed') })
      },
      onError: (error) => toast({ title: errorText(error), variant: 'destructive' }),
    })
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p className="text-base font-semibold text-slate-900" data-testid="subscription-plan">
        {sub.plan ? t(`payments.plans.${sub.plan}` as 'payments.plans.pro-monthly') : t('payments.plan.pro')}
      </p>
      {sub.graceUntil ? (
        <Alert variant="warning">{t('payments.plan.grace', { date: day(sub.graceUntil) })}</Alert>
      ) : null}
      <p data-testid="subscription-renewal">
        {sub.cancelAtPeriodEnd
          ? t('payments.plan.endsOn', { date: day(sub.currentPeriodEnd) })
          : t('payments.plan.renewsOn', { date: day(sub.currentPeriodEnd) })}
      </p>
      {sub.cancelAtPeriodEnd ? (
        <Button variant="outline" onClick={() => change(false)} disabled={cancel.isPending}>
          {t('payments.plan.resume')}
        </Button>
      ) : (
        <Button variant="outline" onClick={() => setAsking(true)} data-testid="cancel-subscription">
          {t('payments.plan.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('payments.plan.cancelTitle')}
        message={t('payments.plan.cancelMessage', { date: day(sub.currentPeriodEnd) })}
        confirmLabel={t('payments.plan.cancelConfirm')}
        cancelLabel={t('payments.plan.keep')}
        onConfirm={() => change(true)}
        onClose={() => setAsking(false)}
        pending={cancel.isPending}
      />
    </div>
  )
}
