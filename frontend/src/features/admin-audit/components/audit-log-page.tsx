import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { EmptyState, PageHeader, Panel } from '@/components/admin/page-header'
import { Pager } from '@/components/admin/pager'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Badge, Select, Spinner } from '@/components/ui'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/list-audit-log'
import { AuditChange, AuditWhen } from './audit-entries'

const ENTITIES = ['booking', 'camp', 'package', 'content', 'user', 'submission'] as const

export default function AuditLogPage() {
  const { t } = useTranslation()
  usePageMeta('adminAudit')
  const toast = useAdminToast()
  const [page, setPage] = useState(1)
  const [entity, setEntity] = useState('')
  const log = useAuditLog(page, entity)
  useEffect(() => {
    if (log.isError) toast.failure(t('adminAudit.fetchFailed'))
  }, [log.isError, toast, t])
  const col = (k: 'when' | 'who' | 'action' | 'entity' | 'change') => t(`adminAudit.columns.${k}`)
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('adminAudit.heading')}
        description={t('adminAudit.subheading')}
        actions={
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('adminAudit.entityFilter')}
            <Select
              value={entity}
              onChange={(e) => {
                setEntity(e.target.value)
                setPage(1)
              }}
              className="h-9 w-40 py-1.5"
            >
              <option value="">{t('adminAudit.allEntities')}</option>
              {ENTITIES.map((key) => (
                <option key={key} value={key}>
                  {t(`adminAudit.entities.${key}`)}
                </option>
              ))}
            </Select>
          </label>
        }
      />
      <Panel>
        {log.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : log.data && log.data.items.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[760px] text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  {[col('when'), col('who'), col('action'), col('entity'), col('change')].map((h) => (
                    <th key={h} className="px-4 py-2.5 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {log.data.items.map((entry) => (
                  <tr key={entry.id} className="align-top hover:bg-slate-50" data-testid="audit-row">
                    <td className="px-4 py-2.5 text-slate-600">
                      <AuditWhen at={entry.createdAt} />
                    </td>
                    <td className="px-4 py-2.5">
                      <p className="text-slate-900">{entry.actorName ?? '—'}</p>
                      <p className="text-xs text-slate-500">{entry.actorEmail}</p>
                    </td>
                    <td className="px-4 py-2.5">
                      <Badge variant="neutral" className="font-mono">
                        {entry.action}
                      </Badge>
                    </td>
                    <td className="px-4 py-2.5 whitespace-nowrap text-slate-700">
                      {t(`adminAudit.entities.${entry.entityType as 'camp'}`, { defaultValue: entry.entityType })} #{entry.entityId}
                    </td>
                    <td className="px-4 py-2.5">
                      <AuditChange entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyState>{t('adminAudit.empty')}</EmptyState>
        )}
        {log.data ? <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={log.data.total} onPage={setPage} /> : null}
      </Panel>
    </div>
  )
}
