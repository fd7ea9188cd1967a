import { useState } from 'react'
import { Download } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { SubscriberPage } from '@/api/types'
import { createColumnHelper } from '@/components/data-table'
import { StatusBadge } from '@/components/admin/status-badge'
import { useAdminToast, useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { Button } from '@/components/ui'
import { exportSubscribers } from '../api/export-subscribers'
import { useSubscribers } from '../api/list-leads'
import { LeadTable, LeadsLayout, useLeadColumns } from './leads-layout'

const column = createColumnHelper<SubscriberPage['items'][number]>()

export default function SubscribersPage() {
  const { t } = useTranslation()
  const lead = useLeadColumns()
  const toast = useAdminToast()
  const [page, setPage] = useState(1)
  const [exporting, setExporting] = useState(false)
  const list = useSubscribers(page)
  useLoadFailedToast(list.isError, t('adminLeads.fetchFailed'))

  async function download() {
    setExporting(true)
    try {
      await exportSubscribers()
    } catch {
      toast.failure(t('adminLeads.exportFailed'))
    } finally {
      setExporting(false)
    }
  }

  const col = (k: 'email' | 'status' | 'subscribed') => t(`adminLeads.columns.${k}`)
  const columns = [
    column.accessor('email', { header: col('email'), meta: { className: 'break-all text-slate-900', primary: true } }),
    column.accessor('language', lead.language),
    column.accessor('unsubscribedAt', {
      header: col('status'),
      cell: ({ getValue }) =>
        getValue() ? (
          <StatusBadge status="inactive" label={t('adminLeads.unsubscribed')} />
        ) : (
          <StatusBadge status="active" label={t('adminLeads.subscribed')} />
        ),
    }),
    column.accessor('subscribedAt', { ...lead.received, header: col('subscribed') }),
  ]
  return (
    <LeadsLayout
      actions={
        <Button variant="outline" onClick={download} loading={exporting}>
          {exporting ? null : <Download className="h-4 w-4" aria-hidden="true" />}
          {t('adminLeads.exportCsv')}
        </Button>
      }
    >
      <LeadTable
        query={list}
        page={page}
        onPage={setPage}
        columns={columns}
        empty={t('adminLeads.newsletterEmpty')}
        title={
          list.data ? t('adminLeads.activeCount', { active: list.data.active, total: list.data.total }) : undefined
        }
        rowClassName=""
      />
    </LeadsLayout>
  )
}
