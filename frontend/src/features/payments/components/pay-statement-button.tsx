import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { statementKeys } from '@/features/statements/api/keys'
import { invalidate } from '@/lib/query/invalidate'
import { paymentKeys } from '../api/keys'
import { useTranslation } from '@/i18n/react'
import { Button, useToast } from '@/components/ui'
import { formatAmount, formatLongMonth } from '@/lib/format'
import { useOwnerPayments, usePayStatement } from '../api/owner-payments'
import { PaymentDialog } from './payment-dialog'

/**
 * "Pay" on an owner's open statement with something to pay, when online payment is on: the card goes to the
 * provider, the month is marked paid when the provider confirms (its webhook), and the list shows it then.
 */
export function PayStatementButton({ month, balance, status }: { month: string; balance: string; status: string }) {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  const payments = useOwnerPayments()
  const pay = usePayStatement()
  const client = useQueryClient()
  const data = payments.data
  const started = data?.statementPayments.find((p) => p.month === month && p.status !== 'requires_payment_method')
  const waiting = (sent || Boolean(started)) && status === 'open'
  // Paid when the provider confirms: read the statements again until this month shows paid.
  useEffect(() => {
    if (!waiting) return
    const timer = window.setInterval(() => void invalidate(client, statementKeys.owner(), paymentKeys.owner()), 2000)
    return () => window.clearInterval(timer)
  }, [waiting, client])
  if (!data?.enabled || status !== 'open' || Number(balance) <= 0) return null
  if (waiting)
    return (
      <span className="text-xs text-slate-500" role="status" data-testid={`payment-sent-${month}`}>
        {t('payments.statement.sent')}
      </span>
    )
  const amount = formatAmount(balance, 'EUR', i18n.language)
  const monthName = formatLongMonth(month, i18n.language)
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} data-testid={`pay-statement-${month}`}>
        {t('payments.statement.pay')}
      </Button>
      <PaymentDialog
        open={open}
        onClose={() => setOpen(false)}
        payments={data}
        title={t('payments.statement.title', { month: monthName })}
        description={t('payments.statement.dialog', { amount, month: monthName })}
        submitLabel={t('payments.statement.confirm', { amount })}
        onConfirmed={async (setupId, provider) => {
          const started = await pay.mutateAsync({ month, setupId })
          // The card's bank asks the owner to confirm (3-D Secure): the provider's script shows its window.
          if (started.status === 'requires_action' && started.clientSecret) {
            const result = await provider.confirmCardPayment(started.clientSecret)
            if (result.error) throw new Error(result.error.message || 'payment not confirmed')
          }
          setOpen(false)
          setSent(true)
          toast({ title: t('payments.statement.thanks') })
        }}
      />
    </>
  )
}
