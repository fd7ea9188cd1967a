import { CircleCheck } from 'lucide-react'
import type { DashboardSummary } from '@/api/types'
import { Panel } from '@/components/admin/page-header'
import { Badge } from '@/components/ui'
import { useCodeText } from '@/i18n/codes'
import { useTranslation } from '@/i18n/react'
import { formatDateTime } from '@/lib/format'

/**
 * The rows the background jobs fail on (each is recorded and skipped, the team is e-mailed once:
 * backend app/jobs/isolation.py), last seen first; one line when every job runs normally.
 */
export function BackgroundJobs({ jobs }: { jobs: DashboardSummary['backgroundJobs'] }) {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const more = jobs.totalFailing - jobs.failing.length
  return (
    <Panel title={t('adminDashboard.jobs.title')}>
      {jobs.failing.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-3 text-sm text-slate-600" data-testid="jobs-all-running">
          <CircleCheck className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
          {t('adminDashboard.jobs.allRunning')}
        </p>
      ) : (
        <>
          <p className="px-4 pt-3 text-sm text-slate-700">
            {t('adminDashboard.jobs.failingSummary', { count: jobs.totalFailing })}
          </p>
          <ul className="divide-y divide-slate-100">
            {jobs.failing.map((failure) => (
              <li key={`${failure.job}:${failure.rowKey}`} className="px-4 py-2.5 text-sm" data-testid="job-failure">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{code('jobName', failure.job)}</span>
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs break-all text-slate-700">
                    {failure.rowKey || t('adminDashboard.jobs.wholeJob')}
                  </code>
                  <Badge variant={failure.paused ? 'danger' : 'warning'}>
                    {failure.paused ? t('adminDashboard.jobs.paused') : t('adminDashboard.jobs.retrying')}
                  </Badge>
                </p>
                <p className="mt-1 font-mono text-xs break-words text-slate-700">
                  {failure.message ? `${failure.errorClass}: ${failure.message}` : failure.errorClass}
                </p>
                <p className="mt-0.5 text-xs text-slate-500">
                  {t('adminDashboard.jobs.failed', { count: failure.count })} ·{' '}
                  <time dateTime={failure.lastSeenAt}>
                    {t('adminDashboard.jobs.lastSeen', { when: formatDateTime(failure.lastSeenAt, i18n.language) })}
                  </time>
                </p>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">
              {t('adminDashboard.jobs.moreNotShown', { count: more })}
            </p>
          ) : null}
        </>
      )}
    </Panel>
  )
}
