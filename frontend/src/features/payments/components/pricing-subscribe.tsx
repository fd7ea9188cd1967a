import { useState } from 'react'
import { Link } from 'react-router'
import { BadgeCheck } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Button, Spinner, buttonClasses } from '@/components/ui'
import { paths } from '@/lib/config/paths'
import { confirmed, type SubscriptionPlan, useOwnerPayments } from '../api/owner-payments'
import { LIVE, SubscribeDialog, TransferNote, WaitingForProvider } from './plan-panel'

/**
 * A Pro plan's button on the pricing page for a signed-in camp owner: the same subscription as the
 * dashboard's plan panel (its dialog, the provider's card field), or, without a payment provider, how to pay
 * by transfer. A camp already on Pro is sent to its panel. Loaded only for a signed-in owner.
 */
export default function PricingSubscribe({
  plan,
  label,
  variant,
}: {
  plan: SubscriptionPlan
  label: string
  variant: 'accent' | 'primary'
}) {
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  const [open, setOpen] = useState(false)
  const [transfer, setTransfer] = useState(false)
  const payments = useOwnerPayments(sent)
  if (payments.isPending) return <Spinner label={t('payments.loading')} />
  const data = payments.data
  const sub = data?.subscription
  const panel = (
    <Link
      to={paths.ownerPlan}
      className={buttonClasses('outline', 'lg', 'w-full')}
      data-testid={`pricing-panel-${plan}`}
    >
      {t('payments.pricing.openPanel')}
    </Link>
  )
  // Sent: the plan changes when the provider confirms the payment (its webhook); until then, say so.
  if (sent && !confirmed(data))
    return (
      <div className="space-y-2">
        <WaitingForProvider />
        {panel}
      </div>
    )
  if (!data || (sub && LIVE.has(sub.status)))
    return (
      <div className="space-y-2">
        {sub && LIVE.has(sub.status) ? (
          <p className="flex items-center justify-center gap-1.5 text-sm font-semibold text-emerald-700">
            <BadgeCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('payments.pricing.onPro')}
          </p>
        ) : null}
        {panel}
      </div>
    )
  return (
    <div className="space-y-2">
      <Button
        size="lg"
        variant={variant}
        className="w-full"
        onClick={() => (data.enabled ? setOpen(true) : setTransfer(true))}
        data-testid={`pricing-subscribe-${plan}`}
      >
        {label}
      </Button>
      {transfer ? (
        <div className="rounded-2xl bg-sand-50 p-3 text-left">
          <TransferNote iban={data.transferIban} />
        </div>
      ) : null}
      {data.enabled ? (
        <SubscribeDialog
          plan={open ? plan : null}
          payments={data}
          onClose={() => setOpen(false)}
          onPaid={() => setSent(true)}
        />
      ) : null}
    </div>
  )
}
