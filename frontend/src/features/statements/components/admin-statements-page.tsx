import { useState, type ReactNode } from 'react'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { partnerPlanValues, statementStatusValues } from '@/api/enums'
import type { StatementStatus, StatementSummary } from '@/api/types'
import { AdminScreen, Panel } from '@/components/admin/page-header'
import { useAdminToast, useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { DataTable, serverPaged } from '@/components/data-table'
import { Alert, Button, Input, Select, Spinner } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useCodeText } from '@/i18n/codes'
import { formatAmount, formatLongMonth } from '@/lib/format'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import {
  STATEMENTS_PAGE_SIZE,
  downloadAdminStatement,
  useAdminStatement,
  useAdminStatements,
  useCampPlan,
  useChangeCampPlan,
  useMarkStatementPaid,
  type StatementFilters,
} from '../api/admin-statements'
import { usePlanTerms } from './plan-summary'
import { StatementDetails } from './statement-details'
import { StatementFiles } from './statement-files'
import { type StatementColumnKey, statementColumn as column, useStatementAmountColumns } from './statement-columns'

const NO_FILTERS: StatementFilters = { campId: null, month: '', status: '' }

/** Every camp's monthly statements: filter by camp, month and status, download, mark paid; a camp's plan.
 * The back office's route (features/admin-statements) hands in the camps to filter by. */
export function AdminStatementsPage({ camps }: { camps: readonly { id: number; name: string }[] }) {
  const { t, i18n } = useTranslation()
  usePageMeta('adminStatements')
  const toast = useAdminToast()
  const code = useCodeText()
  const [filters, setFilters] = useState<StatementFilters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  const [paying, setPaying] = useState<StatementSummary | null>(null)
  const [open, setOpen] = useState<{ campId: number; month: string } | null>(null)
  const statements = useAdminStatements(filters, page)
  const markPaid = useMarkStatementPaid()
  const amountColumns = useStatementAmountColumns()
  // Marking paid is a money decision: offered as the server says (super admins), not guessed from the role.
  const canMarkPaid = statements.data?.canMarkPaid ?? false
  const language = i18n.language
  const eur = (amount: string) => formatAmount(amount, 'EUR', language)
  useLoadFailedToast(statements.isError, t('statements.loadFailed'))

  function filter(change: Partial<StatementFilters>) {
    setFilters((current) => ({ ...current, ...change }))
    setPage(1)
  }

  function confirmPaid() {
    if (!paying?.campId) return
    markPaid.mutate(
      { campId: paying.campId, month: paying.month },
      {
        onSuccess: () => {
          toast.success(t('statements.admin.markedPaid'))
          setPaying(null)
        },
        onError: (error) => {
          const reason = isApiError(error) ? error.code : null
          toast.failure(
            reason === 'statement_already_paid'
              ? t('statements.admin.alreadyPaid')
              : reason === 'statement_month_open'
                ? t('statements.admin.monthOpen')
                : reason === 'statement_changed'
                  ? t('statements.admin.changed')
                  : t('statements.admin.markFailed'),
          )
          setPaying(null)
        },
      },
    )
  }

  const c = (key: StatementColumnKey) => t(`statements.columns.${key}`)
  const columns = [
    column.accessor('campName', {
      header: c('camp'),
      meta: { primary: true },
      cell: ({ getValue }) => <span className="font-semibold text-slate-900">{getValue()}</span>,
    }),
    column.accessor('month', {
      header: c('month'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ getValue }) => formatLongMonth(getValue(), language),
    }),
    ...amountColumns,
    column.display({
      id: 'actions',
      header: c('actions'),
      meta: { className: 'sm:text-right', headerClassName: 'text-right' },
      cell: ({ row: { original: s } }) => {
        if (s.campId === null) return null
        const campId = s.campId
        const shown = open?.campId === campId && open.month === s.month
        return (
          <span className="flex flex-wrap justify-end gap-1.5">
            <StatementFiles
              month={s.month}
              download={(file) => downloadAdminStatement(campId, s.month, file)}
              onFailure={() => toast.failure(t('statements.downloadFailed'))}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={shown}
              aria-controls="statement-lines"
              aria-label={t('statements.admin.showLines', {
                camp: s.campName,
                month: formatLongMonth(s.month, language),
              })}
              onClick={() => setOpen(shown ? null : { campId, month: s.month })}
            >
              {shown ? (
                <ChevronUp className="h-4 w-4" aria-hidden="true" />
              ) : (
                <ChevronDown className="h-4 w-4" aria-hidden="true" />
              )}
              {t('statements.owner.details')}
            </Button>
            {s.status === 'open' && canMarkPaid ? (
              <Button
                size="sm"
                className="whitespace-nowrap"
                onClick={() => setPaying(s)}
                aria-label={t('statements.admin.markPaidLabel', {
                  camp: s.campName,
                  month: formatLongMonth(s.month, language),
                })}
              >
                {t('statements.admin.markPaid')}
              </Button>
            ) : null}
          </span>
        )
      },
    }),
  ]

  const filtered = filters.campId !== null || filters.month !== '' || filters.status !== ''

  return (
    <AdminScreen title={t('statements.admin.heading')} description={t('statements.admin.subheading')}>
      <Panel>
        <div className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
          <FilterField id="statements-camp" label={t('statements.admin.camp')}>
            <Select
              id="statements-camp"
              value={filters.campId ?? ''}
              onChange={(event) => filter({ campId: event.target.value ? Number(event.target.value) : null })}
              placeholder={t('statements.admin.allCamps')}
              options={camps.map((camp) => ({ value: camp.id, label: camp.name }))}
            />
          </FilterField>
          <FilterField id="statements-month" label={t('statements.admin.month')}>
            <Input
              id="statements-month"
              type="month"
              value={filters.month}
              onChange={(event) => filter({ month: event.target.value })}
            />
          </FilterField>
          <FilterField id="statements-status" label={t('statements.admin.status')}>
            <Select
              id="statements-status"
              value={filters.status}
              onChange={(event) => filter({ status: event.target.value as StatementStatus | '' })}
              placeholder={t('statements.admin.allStatuses')}
              options={statementStatusValues.map((status) => ({
                value: status,
                label: code('statementStatus', status),
              }))}
            />
          </FilterField>
          <Button variant="ghost" onClick={() => filter(NO_FILTERS)} disabled={!filtered}>
            {t('statements.admin.clear')}
          </Button>
        </div>
      </Panel>
      {filters.campId !== null ? (
        <CampPlanPanel campId={filters.campId} campName={camps.find((c) => c.id === filters.campId)?.name ?? ''} />
      ) : null}
      {statements.data ? (
        <p className="text-sm font-medium text-slate-700" data-testid="statements-owed">
          {t('statements.admin.owed', { amount: eur(statements.data.owed) })}
        </p>
      ) : null}
      {statements.data && !canMarkPaid ? <Alert variant="info">{t('statements.admin.onlySuper')}</Alert> : null}
      <Panel>
        <DataTable
          columns={columns}
          {...serverPaged(statements, page, STATEMENTS_PAGE_SIZE, setPage)}
          rowKey={(s) => `${s.campId ?? s.campName}-${s.month}`}
          rowTestId="admin-statement"
          empty={t('statements.admin.empty')}
          minWidth={1060}
        />
      </Panel>
      {open ? <AdminStatementLines key={`${open.campId}-${open.month}`} {...open} /> : null}
      <ConfirmDialog
        open={paying !== null}
        title={t('statements.admin.confirmTitle')}
        message={
          paying
            ? t('statements.admin.confirmMessage', {
                camp: paying.campName,
                month: formatLongMonth(paying.month, language),
                amount: eur(paying.balance),
              })
            : ''
        }
        detail={t('statements.admin.confirmDetail')}
        confirmLabel={t('statements.admin.markPaid')}
        onConfirm={confirmPaid}
        onClose={() => setPaying(null)}
        pending={markPaid.isPending}
        destructive={false}
      />
    </AdminScreen>
  )
}

/** One camp's month in full, loaded when the team opens it. */
function AdminStatementLines({ campId, month }: { campId: number; month: string }) {
  return <StatementDetails month={month} statement={useAdminStatement(campId, month)} />
}

/** A camp's plan now and before, and the change to another configured plan (from now on), offered to those
 * the server lets decide (`canChange`). */
function CampPlanPanel({ campId, campName }: { campId: number; campName: string }) {
  const { t } = useTranslation()
  const code = useCodeText()
  const toast = useAdminToast()
  const plan = useCampPlan(campId)
  const change = useChangeCampPlan()
  const terms = usePlanTerms()
  const [chosen, setChosen] = useState('')

  function save() {
    if (!chosen) return
    change.mutate(
      { campId, plan: chosen },
      {
        onSuccess: () => {
          toast.success(t('statements.admin.planChanged'))
          setChosen('')
          void plan.refetch()
        },
        onError: (error) =>
          toast.failure(
            isApiError(error) && error.code === 'plan_unchanged'
              ? t('statements.admin.planUnchanged')
              : t('statements.admin.planFailed'),
          ),
      },
    )
  }

  return (
    <Panel title={t('statements.admin.plan', { camp: campName })}>
      {plan.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : plan.data ? (
        <div className="grid grid-cols-1 gap-4 p-4 md:grid-cols-2" data-testid="camp-plan">
          <div className="text-sm">
            <p className="font-medium text-slate-600">{t('statements.admin.currentPlan')}</p>
            {(() => {
              const now = terms(plan.data.current)
              return (
                <>
                  <p className="text-lg font-bold text-slate-900">{now.name}</p>
                  <p className="text-slate-700">
                    {now.commission} · {now.subscription}
                  </p>
                  <p className="text-xs text-slate-500">{now.since}</p>
                </>
              )
            })()}
            {plan.data.history.length > 1 ? (
              <>
                <p className="mt-3 font-medium text-slate-600">{t('statements.admin.history')}</p>
                <ul className="mt-1 space-y-0.5 text-slate-600">
                  {plan.data.history.slice(1).map((period) => {
                    const old = terms(period)
                    return (
                      <li key={period.validFrom}>
                        {old.name} ({old.since}, {old.until})
                      </li>
                    )
                  })}
                </ul>
              </>
            ) : null}
          </div>
          {plan.data.canChange ? (
            <div className="space-y-2 text-sm">
              <label htmlFor="camp-plan-choice" className="mb-1 block font-medium text-slate-700">
                {t('statements.admin.choosePlan')}
              </label>
              <Select id="camp-plan-choice" value={chosen} onChange={(event) => setChosen(event.target.value)}>
                <option value="">–</option>
                {partnerPlanValues
                  .filter((value) => value !== plan.data.current.plan)
                  .map((value) => (
                    <option key={value} value={value}>
                      {code('partnerPlan', value)}
                    </option>
                  ))}
              </Select>
              <Button onClick={save} disabled={!chosen} loading={change.isPending}>
                {t('statements.admin.changePlan')}
              </Button>
              <p className="text-xs text-slate-500">{t('statements.admin.planHint')}</p>
            </div>
          ) : (
            <p className="text-sm text-slate-600">{t('statements.admin.onlySuper')}</p>
          )}
        </div>
      ) : null}
    </Panel>
  )
}

/** One filter of the list: its label above its control (`id` is the control's). */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  )
}
