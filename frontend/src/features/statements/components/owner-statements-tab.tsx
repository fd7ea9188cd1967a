import { useState } from 'react'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { DataTable } from '@/components/data-table'
import { Button, Spinner, useToast } from '@/components/ui'
import { LoadFailed } from '@/components/ui/load-failed'
import { formatAmount, formatLongMonth } from '@/lib/format'
import { PayStatementButton } from '@/features/payments/components/pay-statement-button'
import { PaymentsPlanPanel } from '@/features/payments/components/plan-panel'
import { InvoiceButton } from '@/features/payments/components/invoice-button'
import { useOwnerPayments } from '@/features/payments/api/owner-payments'
import { downloadOwnerStatement, useOwnerStatement, useOwnerStatements } from '../api/owner-statements'
import { usePlanTerms } from './plan-summary'
import { StatementDetails } from './statement-details'
import { StatementFiles } from './statement-files'
import { type StatementColumnKey, statementColumn as column, useStatementAmountColumns } from './statement-columns'

/** The owner's plan, what they owe, and each month's statement with its bookings, PDF and CSV. */
export function OwnerStatementsTab() {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const overview = useOwnerStatements()
  const online = useOwnerPayments().data?.enabled === true
  const terms = usePlanTerms()
  const amountColumns = useStatementAmountColumns()
  const [open, setOpen] = useState<string | null>(null)
  const language = i18n.language
  const eur = (amount: string) => formatAmount(amount, 'EUR', language)
  const failed = () =>
    toast({
      title: t('ownerDashboard.toast.error'),
      description: t('statements.downloadFailed'),
      variant: 'destructive',
    })

  if (overview.isPending) return <Spinner label={t('adminCommon.loading')} />
  if (overview.isError)
    return (
      <LoadFailed message={t('statements.loadFailed')} retryLabel={t('statements.retry')} onRetry={overview.refetch} />
    )
  const data = overview.data
  const plan = terms(data.plan.current)
  const earlier = data.plan.history.filter((period) => period.validTo !== null)

  const c = (key: StatementColumnKey) => t(`statements.columns.${key}`)
  const columns = [
    column.accessor('month', {
      header: c('month'),
      meta: { primary: true },
      cell: ({ getValue }) => (
        <span className="font-semibold text-slate-900">{formatLongMonth(getValue(), language)}</span>
      ),
    }),
    ...amountColumns,
    column.display({
      id: 'actions',
      header: c('actions'),
      meta: { className: 'sm:text-right', headerClassName: 'text-right' },
      cell: ({ row: { original: s } }) => (
        <span className="flex flex-wrap justify-end gap-1.5">
          <PayStatementButton month={s.month} balance={s.balance} status={s.status} />
          {s.status === 'paid' ? (
            <InvoiceButton
              invoice={{ month: s.month }}
              label={t('payments.invoices.downloadMonth', { month: formatLongMonth(s.month, language) })}
            />
          ) : null}
          <StatementFiles
            month={s.month}
            download={(file) => downloadOwnerStatement(s.month, file)}
            onFailure={failed}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open === s.month}
            aria-label={t('statements.owner.showLines', { month: formatLongMonth(s.month, language) })}
            aria-controls="statement-lines"
            onClick={() => setOpen(open === s.month ? null : s.month)}
          >
            {open === s.month ? (
              <ChevronUp className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ChevronDown className="h-4 w-4" aria-hidden="true" />
            )}
            {t('statements.owner.details')}
          </Button>
        </span>
      ),
    }),
  ]

  return (
    <section className="space-y-5" aria-labelledby="statements-heading">
      <div>
        <h2 id="statements-heading" className="text-xl font-bold text-slate-900">
          {t('statements.owner.heading')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('statements.owner.intro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm" data-testid="statements-plan">
          <p className="text-sm font-medium text-slate-600">{t('statements.owner.plan')}</p>
          <p className="mt-1 text-lg font-bold text-slate-900">{plan.name}</p>
          <p className="text-sm text-slate-700">{plan.commission}</p>
          <p className="text-sm text-slate-700">{plan.subscription}</p>
          <p className="mt-1 text-xs text-slate-500">{plan.since}</p>
        </li>
        <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm" data-testid="statements-owed">
          <p className="text-sm font-medium text-slate-600">{t('statements.owner.owed')}</p>
          <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{eur(data.owed)}</p>
          <p className="mt-1 text-xs text-slate-500">{t('statements.owner.owedHint')}</p>
        </li>
        <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm" data-testid="statements-current">
          <p className="text-sm font-medium text-slate-600">{t('statements.owner.current')}</p>
          <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{eur(data.currentMonth)}</p>
          <p className="mt-1 text-xs text-slate-500">{t('statements.owner.currentHint')}</p>
        </li>
      </ul>
      <PaymentsPlanPanel />
      <div className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
        <DataTable
          columns={columns}
          rows={data.statements}
          rowKey={(s) => s.month}
          rowTestId="owner-statement"
          empty={t('statements.owner.empty')}
          minWidth={860}
          pageSize={12}
        />
      </div>
      {open ? <StatementLines month={open} /> : null}
      {earlier.length > 0 ? (
        <div className="text-sm text-slate-600">
          <h3 className="font-semibold text-slate-800">{t('statements.owner.history')}</h3>
          <ul className="mt-1 space-y-0.5">
            {earlier.map((period) => {
              const old = terms(period)
              return (
                <li key={period.validFrom}>
                  {old.name}: {old.commission}, {old.subscription} ({old.since}, {old.until})
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
      {/* With online payment the plan is changed above; without, the team changes it. */}
      {online ? null : <p className="text-xs text-slate-500">{t('statements.owner.changePlan')}</p>}
    </section>
  )
}

/** One month's statement in full, loaded when the owner opens it. */
function StatementLines({ month }: { month: string }) {
  return <StatementDetails month={month} statement={useOwnerStatement(month)} />
}
