import { useTranslation } from '@/i18n/react'
import type { PlanPeriod } from '@/api/types'
import { useCodeText } from '@/i18n/codes'
import { formatAmount, formatPercent, formatTimestampDate } from '@/lib/format'

/** What a plan costs: "15% commission on each booking" and "€49.00 a month" (or no fee). */
export function usePlanTerms() {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  return (period: PlanPeriod) => {
    const language = i18n.language
    const fee = formatAmount(period.fee, 'EUR', language)
    const commission =
      Number(period.commissionPercent) > 0
        ? t('statements.commissionRate', { rate: formatPercent(Number(period.commissionPercent), language) })
        : t('statements.noCommission')
    const subscription =
      period.feeMonths === 0 || Number(period.fee) === 0
        ? t('statements.noFee')
        : period.feeMonths === 12
          ? t('statements.perYear', { fee })
          : t('statements.perMonth', { fee })
    return {
      name: code('partnerPlan', period.plan),
      commission,
      subscription,
      since: t('statements.since', { date: formatTimestampDate(period.validFrom, language) }),
      until: period.validTo
        ? t('statements.admin.until', { date: formatTimestampDate(period.validTo, language) })
        : null,
    }
  }
}
