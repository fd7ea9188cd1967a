import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { auditEntityValues } from '@/api/enums'
import type { AuditEntry } from '@/api/types'
import { useCodeText } from '@/i18n/codes'
import { AdminScreen, Panel } from '@/components/admin/page-header'
import { DataTable, createColumnHelper, serverPaged } from '@/components/data-table'
import { useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { Badge, Select } from '@/components/ui'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/list-audit-log'
import { AuditActor, AuditChange, AuditWhen } from './audit-entries'

const column = createColumnHelper<AuditEntry>()

export default function AuditLogPage() {
  const { t } = useTranslation()
  const code = useCodeText()
  usePageMeta('adminAudit')
  const [page, setPage] = useState(1)
  const [entity, setEntity] = useState('')
  const log = useAuditLog(page, entity)
  useLoadFailedToast(log.isError, t('adminAudit.fetchFailed'))
  const col = (k: 'when' | 'who' | 'action' | 'entity' | 'change') => t(`adminAudit.columns.${k}`)
  const columns = [
    column.accessor('createdAt', {
      header: col('when'),
      meta: { className: 'text-slate-600' },
      cell: ({ getValue }) => <AuditWhen at={getValue()} />,
    }),
    column.display({
      id: 'who',
      header: col('who'),
      cell: ({ row: { original: entry } }) => <AuditActor entry={entry} />,
    }),
    column.accessor('action', {
      header: col('action'),
      cell: ({ getValue }) => <Badge variant="neutral">{code('auditAction', getValue())}</Badge>,
    }),
    column.display({
      id: 'entity',
      header: col('entity'),
      meta: { className: 'text-slate-700' },
      cell: ({ row: { original: entry } }) => (
        <div className="max-sm:text-right">
          <p className="whitespace-nowrap">{code('auditEntity', entry.entityType)}</p>
          <p className="text-xs text-slate-600">{entry.entityName ?? (entry.entityId ? `#${entry.entityId}` : null)}</p>
        </div>
      ),
    }),
    column.display({
      id: 'change',
      header: col('change'),
      cell: ({ row: { original: entry } }) => <AuditChange entry={entry} />,
    }),
  ]
  return (
    <AdminScreen
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
            placeholder={t('adminAudit.allEntities')}
            options={auditEntityValues.map((key) => ({ value: key, label: code('auditEntity', key) }))}
          />
        </label>
      }
    >
      <Panel>
        <DataTable
          columns={columns}
          {...serverPaged(log, page, AUDIT_PAGE_SIZE, setPage)}
          rowKey={(entry) => entry.id}
          empty={t('adminAudit.empty')}
          rowTestId="audit-row"
          rowClassName="align-top"
          minWidth={760}
        />
      </Panel>
    </AdminScreen>
  )
}
