import { useTranslation } from '@/i18n/react'
import type { StatementSummary } from '@/api/types'
import { createColumnHelper } from '@/components/data-table'
import { formatAmount, formatTimestampDate } from '@/lib/format'
import { StatementStatusBadge } from './statement-status-badge'

export const statementColumn = createColumnHelper<StatementSummary>()

export type StatementColumnKey =
  'camp' | 'month' | 'bookings' | 'commission' | 'fee' | 'adjustments' | 'balance' | 'status' | 'actions'

/** The columns every statement list shows alike, owner's and back office's: the bookings and their
 * amount, commission, subscription fee, corrections, balance (in EUR, in the reader's language) and status. */
export function useStatementAmountColumns() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const eur = (amount: string) => formatAmount(amount, 'EUR', language)
  const c = (key: StatementColumnKey) => t(`statements.columns.${key}`)
  const amount = { className: 'tabular-nums sm:text-right', headerClassName: 'text-right' }
  return [
    statementColumn.accessor('bookingsCount', {
      header: c('bookings'),
      meta: { className: 'tabular-nums whitespace-nowrap' },
      cell: ({ row: { original: s } }) => `${s.bookingsCount} · ${eur(s.bookingsTotal)}`,
    }),
    statementColumn.accessor('commissionTotal', {
      header: c('commission'),
      meta: amount,
      cell: ({ getValue }) => eur(getValue()),
    }),
    statementColumn.accessor('subscriptionFee', {
      header: c('fee'),
      meta: amount,
      cell: ({ getValue }) => eur(getValue()),
    }),
    // Corrections of stays an earlier paid statement billed (a credit is negative); none: a dash (lines that
    // cancel out show their 0).
    statementColumn.accessor('adjustmentsTotal', {
      header: c('adjustments'),
      meta: amount,
      cell: ({ row: { original: s } }) => (s.adjustmentsCount === 0 ? '–' : eur(s.adjustmentsTotal)),
    }),
    statementColumn.accessor('balance', {
      header: c('balance'),
      meta: { ...amount, className: 'tabular-nums font-semibold sm:text-right' },
      cell: ({ getValue }) => eur(getValue()),
    }),
    statementColumn.accessor('status', {
      header: c('status'),
      cell: ({ row: { original: s } }) => (
        <span className="flex flex-col items-end gap-0.5 sm:items-start">
          <StatementStatusBadge status={s.status} />
          {s.paidAt && !(s.paymentMethod === 'transfer' && s.paidByName) ? (
            <span className="text-xs whitespace-nowrap text-slate-500">
              {t('statements.paidOn', { date: formatTimestampDate(s.paidAt, language) })}
            </span>
          ) : null}
          {s.paidAt ? (
            <span className="max-w-56 text-xs break-all text-slate-500" data-testid="statement-paid-with">
              {s.paymentMethod === 'card' || s.paymentMethod === 'sepa_debit'
                ? t(`statements.paidWith.${s.paymentMethod}`, { reference: s.paymentReference ?? '' })
                : s.paidByName
                  ? t('statements.paidWith.transferBy', {
                      name: s.paidByName,
                      date: formatTimestampDate(s.paidAt, language),
                    })
                  : t('statements.paidWith.transfer')}
            </span>
          ) : null}
        </span>
      ),
    }),
  ]
}
