import { Link } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { EmptyState, Panel } from '@/components/admin/page-header'
import { Alert, Spinner } from '@/components/ui'
import { Legend } from '@/components/ui/legend'
import { formatAmount, formatDate, formatMonth } from '@/lib/format'
import { paths } from '@/lib/config/paths'
import { useCommissionByMonth } from '../api/admin-statements'

/** The dashboard's "commission by month": commission and subscription fees of the last 12 months, stacked bars. */
export function CommissionChart() {
  const { t, i18n } = useTranslation()
  const months = useCommissionByMonth(12)
  const language = i18n.language
  const eur = (amount: string | number) => formatAmount(amount, 'EUR', language)
  const data = months.data ?? []
  const highest = Math.max(...data.map((m) => Number(m.total)), 0)
  const total = data.reduce((sum, m) => sum + Number(m.total), 0)
  const paid = data.reduce((sum, m) => sum + Number(m.paid), 0)

  return (
    <Panel
      title={t('statements.dashboard.heading')}
      actions={
        <Link to={paths.adminStatements} className="text-sm font-medium text-ocean-700 hover:underline">
          {t('statements.dashboard.viewAll')}
        </Link>
      }
    >
      <div className="p-4" data-testid="commission-chart">
        <p className="text-xs text-slate-500">{t('statements.dashboard.hint')}</p>
        {months.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : months.isError ? (
          <Alert variant="error">{t('statements.loadFailed')}</Alert>
        ) : highest === 0 ? (
          <EmptyState>{t('statements.dashboard.empty')}</EmptyState>
        ) : (
          <>
            <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
              <span className="font-semibold text-slate-900">
                {t('statements.dashboard.total', { amount: eur(total) })}
              </span>
              <span className="text-slate-600">{t('statements.dashboard.paid', { amount: eur(paid) })}</span>
            </p>
            <ol className="mt-3 flex h-40 items-end gap-1 sm:gap-2" aria-label={t('statements.dashboard.heading')}>
              {data.map((m) => {
                const commission = Number(m.commission)
                const fees = Number(m.subscriptionFees)
                const label = t('statements.dashboard.barLabel', {
                  month: formatMonth(m.month, language),
                  commission: eur(commission),
                  fees: eur(fees),
                })
                return (
                  <li key={m.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
                    <div
                      className="flex w-full flex-col justify-end overflow-hidden rounded-t"
                      style={{ height: `${(Number(m.total) / highest) * 100}%` }}
                      role="img"
                      aria-label={label}
                      title={label}
                    >
                      <div className="w-full bg-sunset-500" style={{ flexGrow: fees }} />
                      <div className="w-full bg-ocean-600" style={{ flexGrow: commission }} />
                    </div>
                    <span className="w-full text-center text-[10px] text-slate-500 sm:text-xs" aria-hidden="true">
                      {formatDate(`${m.month}-01`, language, { month: 'short' }).replace('.', '')}
                    </span>
                  </li>
                )
              })}
            </ol>
            <Legend
              className="mt-3"
              items={[
                { swatch: 'bg-ocean-600', label: t('statements.dashboard.commission') },
                { swatch: 'bg-sunset-500', label: t('statements.dashboard.fees') },
              ]}
            />
          </>
        )}
      </div>
    </Panel>
  )
}
