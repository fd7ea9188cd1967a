import { Link } from 'react-router'
import { ArrowRight, BookOpenCheck, CalendarClock, Euro, History, Inbox, UserCheck } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { ActivityItem } from '@/api/types'
import { formatMoney, formatDateTime } from '@/lib/format'
import { EmptyState, Panel } from '@/components/admin/page-header'
import { ADMIN_QUICK_LINKS } from '@/components/admin/sections'
import { StatCardRow, type StatCardProps } from '@/components/admin/stat-card'
import { StatusBadge } from '@/components/admin/status-badge'
import { Alert, Badge, Spinner } from '@/components/ui'
import { AuditActor, AuditChange } from '@/features/admin-audit/components/audit-entries'
import { useAuditLog } from '@/features/admin-audit/api/list-audit-log'
import type { TFunction } from 'i18next'
import { useCodeText } from '@/i18n/codes'
import { useSession } from '@/lib/auth/use-session'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { CommissionChart } from '@/features/statements/components/commission-chart'
import { useDashboard } from '../api/get-dashboard'
import { BackgroundJobs } from './background-jobs'

const actions = ADMIN_QUICK_LINKS

const STATUS_ORDER = ['pending', 'confirmed', 'completed', 'cancelled'] as const

/** One line of the feed as a sentence: who did what to which item, in the reader's language. */
function activityText(item: ActivityItem, t: TFunction, code: ReturnType<typeof useCodeText>): string {
  if (item.kind === 'booking') return t('adminDashboard.activity.booking', { reference: item.reference ?? '' })
  if (item.kind === 'submission') return t('adminDashboard.activity.submission')
  if (!item.action) return ''
  // A content item is named by its section (its title alone does not place it on the site).
  const title = item.section ? code('contentSection', item.section) : item.title
  return code('activitySentence', item.action, { actor: item.actorName ?? t('adminDashboard.activity.someone'), title })
}

function ActivityLine({ item }: { item: ActivityItem }) {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const text = activityText(item, t, code)
  const Icon = item.kind === 'booking' ? CalendarClock : item.kind === 'submission' ? Inbox : History
  const statusLabel = item.status ? code('activityStatus', item.status) : null
  return (
    <li className="flex items-start gap-3 px-4 py-2.5" data-testid="activity-item">
      <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">{text}</p>
        {item.kind !== 'admin_action' && item.title ? (
          <p className="truncate text-xs text-slate-500">{item.title}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {statusLabel && item.status ? <StatusBadge status={item.status} label={statusLabel} /> : null}
        <time dateTime={item.at} className="text-xs whitespace-nowrap text-slate-500">
          {formatDateTime(item.at, i18n.language)}
        </time>
      </div>
    </li>
  )
}

function LatestChanges() {
  const { t } = useTranslation()
  const code = useCodeText()
  const log = useAuditLog(1, '', 5)
  return (
    <Panel
      title={t('adminDashboard.auditTitle')}
      actions={
        <Link to={paths.adminAuditLog} className="text-sm font-medium text-ocean-700 hover:underline">
          {t('adminDashboard.viewAll')}
        </Link>
      }
    >
      {log.data && log.data.items.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {log.data.items.map((entry) => (
            <li key={entry.id} className="px-4 py-2.5 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <AuditActor entry={entry} inline />
                <Badge variant="neutral">{code('auditAction', entry.action)}</Badge>
              </p>
              <AuditChange entry={entry} />
            </li>
          ))}
        </ul>
      ) : log.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <EmptyState>{t('adminAudit.empty')}</EmptyState>
      )}
    </Panel>
  )
}

export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('adminDashboard')
  const session = useSession()
  const role = session.adminRole
  const dashboard = useDashboard()
  const visible = actions.filter((action) => !('superOnly' in action) || role === 'super_admin')
  const data = dashboard.data
  const number = new Intl.NumberFormat(i18n.language)
  const total = data?.bookings.total ?? 0
  // A figure, '–' while loading; a hint that counts (the last 7 days) only once there is a count.
  const card = (
    key: 'totalBookings' | 'pendingBookings' | 'revenue' | 'submissions' | 'approvals',
    value: string | undefined,
    Icon: StatCardProps['Icon'],
    tone: StatCardProps['tone'],
    counts?: { count: number },
  ) => ({
    key,
    label: t(`adminDashboard.cards.${key}`),
    value: value || '–',
    hint: counts && !data ? null : t(`adminDashboard.cards.${key}Hint`, counts ?? {}),
    Icon,
    tone,
  })

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('admin.dashboard.heading')}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {t('admin.dashboard.welcome', { name: session.user?.fullName ?? '' })}
          </p>
        </div>
        {role ? (
          <Badge
            variant={role === 'super_admin' ? 'dark' : 'default'}
            className="self-start px-3 py-1 text-sm sm:self-auto"
          >
            {t(`admin.roles.${role}`)}
          </Badge>
        ) : null}
      </div>

      {dashboard.isError ? <Alert variant="error">{t('adminDashboard.loadFailed')}</Alert> : null}

      <StatCardRow
        testId="dashboard-cards"
        cards={[
          card('totalBookings', data && number.format(total), BookOpenCheck, 'ocean', {
            count: data?.bookingsLast7Days ?? 0,
          }),
          card('pendingBookings', data && number.format(data.bookings.pending), CalendarClock, 'amber'),
          card('revenue', data && formatMoney(data.bookings.revenue, 'EUR', i18n.language), Euro, 'violet'),
          card('submissions', data && number.format(data.pendingSubmissions), Inbox, 'emerald', {
            count: data?.newSubmissionsLast7Days ?? 0,
          }),
          card('approvals', data && number.format(data.pendingApprovals), UserCheck, 'slate'),
        ]}
      />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="space-y-4">
          <Panel title={t('adminDashboard.byStatus')}>
            <ul className="space-y-2 p-4">
              {STATUS_ORDER.map((status) => {
                const count = data?.bookings[status] ?? 0
                return (
                  <li key={status}>
                    <div className="mb-1 flex justify-between text-sm">
                      <span className="text-slate-700">{t(`adminCommon.bookingStatus.${status}`)}</span>
                      <span className="font-semibold text-slate-900 tabular-nums">{number.format(count)}</span>
                    </div>
                    <div className="h-2 overflow-hidden rounded-full bg-slate-100">
                      <div
                        className={`h-full rounded-full ${status === 'pending' ? 'bg-amber-500' : status === 'confirmed' ? 'bg-emerald-500' : status === 'completed' ? 'bg-ocean-600' : 'bg-red-500'}`}
                        style={{ width: `${total ? (count / total) * 100 : 0}%` }}
                      />
                    </div>
                  </li>
                )
              })}
            </ul>
          </Panel>
          {data ? <BackgroundJobs jobs={data.backgroundJobs} /> : null}
          <CommissionChart />
          <section aria-labelledby="quick-actions">
            <h2 id="quick-actions" className="mb-2 text-sm font-semibold text-slate-900">
              {t('admin.dashboard.quickActions')}
            </h2>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {visible.map(({ to, key, Icon }) => (
                <li key={key}>
                  <Link
                    to={to}
                    className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-ocean-300 hover:shadow-md"
                  >
                    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-ocean-50 text-ocean-700 group-hover:bg-ocean-700 group-hover:text-white">
                      <Icon className="h-4 w-4" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center justify-between gap-2 text-sm font-semibold text-slate-900">
                        {t(`admin.dashboard.actions.${key}`)}
                        <ArrowRight className="h-4 w-4 text-slate-400 group-hover:text-ocean-700" aria-hidden="true" />
                      </span>
                      <span className="block truncate text-xs text-slate-600">
                        {t(`admin.dashboard.actions.${key}Text`)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="space-y-4">
          <Panel title={t('adminDashboard.recentActivity')}>
            {data ? (
              data.recentActivity.length > 0 ? (
                <ul className="divide-y divide-slate-100">
                  {data.recentActivity.map((item, index) => (
                    <ActivityLine key={`${item.kind}-${item.entityId}-${index}`} item={item} />
                  ))}
                </ul>
              ) : (
                <EmptyState>{t('adminDashboard.noActivity')}</EmptyState>
              )
            ) : (
              <div className="flex justify-center py-8">
                <Spinner />
              </div>
            )}
          </Panel>
          {role === 'super_admin' ? <LatestChanges /> : null}
        </div>
      </div>
    </div>
  )
}
