import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/react'
import { useCodeText } from '@/i18n/codes'
import type { Statement } from '@/api/types'
import { Alert, Spinner } from '@/components/ui'
import { formatAmount, formatLongMonth, formatPercent, formatTimestampDate } from '@/lib/format'

type LineColumn = 'reference' | 'guest' | 'completed' | 'amount' | 'rate' | 'commission'

/** One month's statement in full, as the owner and the team read it alike: the stays completed in the month
 * with their commission, the corrections of stays an earlier paid statement billed, and the subscription fee. */
export function StatementDetails({ month, statement }: { month: string; statement: UseQueryResult<Statement> }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const eur = (amount: string) => formatAmount(amount, 'EUR', language)
  return (
    <div
      id="statement-lines"
      className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm"
      data-testid="statement-lines"
    >
      <h3 className="font-semibold text-slate-900">
        {t('statements.owner.showLines', { month: formatLongMonth(month, language) })}
      </h3>
      {statement.isPending ? (
        <Spinner />
      ) : statement.isError ? (
        <Alert variant="error">{t('statements.loadFailed')}</Alert>
      ) : (
        <>
          <BookingLines statement={statement.data} />
          <Adjustments statement={statement.data} />
          {Number(statement.data.subscriptionFee) > 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              {t('statements.owner.fees', { fee: eur(statement.data.subscriptionFee) })}
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}

function BookingLines({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const eur = (amount: string) => formatAmount(amount, 'EUR', language)
  const c = (key: LineColumn) => t(`statements.columns.${key}`)
  if (statement.lines.length === 0)
    return <p className="mt-2 text-sm text-slate-600">{t('statements.owner.noLines')}</p>
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[560px] text-sm">
        <thead className="text-left text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-1.5 pr-3 font-medium">{c('reference')}</th>
            <th className="py-1.5 pr-3 font-medium">{c('guest')}</th>
            <th className="py-1.5 pr-3 font-medium">{c('completed')}</th>
            <th className="py-1.5 pr-3 text-right font-medium">{c('amount')}</th>
            <th className="py-1.5 pr-3 text-right font-medium">{c('rate')}</th>
            <th className="py-1.5 text-right font-medium">{c('commission')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {statement.lines.map((line) => (
            <tr key={line.bookingReference}>
              <td className="py-1.5 pr-3 font-mono text-xs">{line.bookingReference}</td>
              <td className="py-1.5 pr-3">{line.guestName}</td>
              <td className="py-1.5 pr-3">{formatTimestampDate(line.completedAt, language)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{eur(line.amount)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">
                {formatPercent(Number(line.commissionPercent), language)}
              </td>
              <td className="py-1.5 text-right tabular-nums">{eur(line.commission)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Each line names the booking, the paid month that billed it and its status now; a credit is negative. */
function Adjustments({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const language = i18n.language
  const eur = (amount: string) => formatAmount(amount, 'EUR', language)
  if (statement.adjustments.length === 0) return null
  return (
    <section className="mt-4" aria-labelledby="statement-adjustments" data-testid="statement-adjustments">
      <h4 id="statement-adjustments" className="text-sm font-semibold text-slate-900">
        {t('statements.adjustments.heading')}
      </h4>
      <p className="text-xs text-slate-500">{t('statements.adjustments.intro')}</p>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {statement.adjustments.map((line, index) => (
          <li
            key={`${line.bookingReference}-${index}`}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-2 sm:grid-cols-[8rem_1fr_auto]"
          >
            <span className="font-mono text-xs text-slate-700">{line.bookingReference}</span>
            <span className="order-3 col-span-2 text-slate-700 sm:order-none sm:col-span-1">
              {line.guestName} ·{' '}
              {t('statements.adjustments.line', {
                month: formatLongMonth(line.billedMonth, language),
                status: code('bookingStatus', line.status),
                due: eur(line.commissionDue),
              })}
            </span>
            <span
              className={`text-right font-semibold tabular-nums ${Number(line.amount) < 0 ? 'text-emerald-700' : 'text-slate-900'}`}
              aria-label={`${t('statements.adjustments.adjustment')}: ${eur(line.amount)}`}
            >
              {eur(line.amount)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-right text-sm font-medium text-slate-800">
        {t('statements.adjustments.total', { amount: eur(statement.adjustmentsTotal) })}
      </p>
    </section>
  )
}
