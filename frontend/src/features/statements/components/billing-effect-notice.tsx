import { useTranslation } from '@/i18n/react'
import { useCodeText } from '@/i18n/codes'
import type { BookingStatus } from '@/api/types'
import { Alert } from '@/components/ui'
import { formatAmount, formatLongMonth } from '@/lib/format'
import { useBookingBillingEffect } from '../api/booking-effect'

/**
 * Shown in the team's status dialog while it chooses a new status: when a paid statement billed the booking,
 * what the move adds to the statement of this month (a credit, a charge or nothing). The server answers;
 * the notice only words it. Nothing shows for a booking no paid statement holds.
 */
export function BillingEffectNotice({
  bookingId,
  from,
  to,
}: {
  bookingId: number
  from: BookingStatus
  to: BookingStatus
}) {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const effect = useBookingBillingEffect(bookingId, to, to !== from)
  const language = i18n.language
  if (to === from) return null
  if (effect.isError) return <Alert variant="warning">{t('statements.billing.failed')}</Alert>
  const data = effect.data
  if (!data?.billedMonth) return null
  const amount = Number(data.adjustment)
  const words = {
    status: code('bookingStatus', to),
    amount: formatAmount(Math.abs(amount), 'EUR', language),
    month: formatLongMonth(data.billedMonth, language),
    statementMonth: formatLongMonth(data.statementMonth, language),
  }
  const key = amount < 0 ? 'credit' : amount > 0 ? 'charge' : 'none'
  return (
    <div data-testid="billing-effect">
      <Alert variant="warning" title={t('statements.billing.title', words)}>
        {t(`statements.billing.${key}`, words)}
      </Alert>
    </div>
  )
}
