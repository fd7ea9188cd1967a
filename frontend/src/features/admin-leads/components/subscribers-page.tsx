import { useEffect, useState } from 'react'
import { Download } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { formatDateTime } from '@/lib/format'
import { EmptyState, Panel } from '@/components/admin/page-header'
import { Pager } from '@/components/admin/pager'
import { StatusBadge } from '@/components/admin/status-badge'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Button, Spinner } from '@/components/ui'
import { exportSubscribers } from '../api/export-subscribers'
import { LEADS_PAGE_SIZE, useSubscribers } from '../api/list-leads'
import { LeadTable, LeadsLayout } from './leads-layout'

export default function SubscribersPage() {
  const { t, i18n } = useTranslation()
  const toast = useAdminToast()
  const [page, setPage] = useState(1)
  const [exporting, setExporting] = useState(false)
  const list = useSubscribers(page)
  useEffect(() => {
    if (list.isError) toast.failure(t('adminLeads.fetchFailed'))
  }, [list.isError, toast, t])

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

  const col = (k: 'email' | 'language' | 'status' | 'subscribed') => t(`adminLeads.columns.${k}`)
  return (
    <LeadsLayout
      actions={
        <Button variant="outline" onClick={download} loading={exporting}>
          {exporting ? null : <Download className="h-4 w-4" aria-hidden="true" />}
          {t('adminLeads.exportCsv')}
        </Button>
      }
    >
      <Panel title={list.data ? t('adminLeads.activeCount', { active: list.data.active, total: list.data.total }) : undefined}>
        {list.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : list.data && list.data.items.length > 0 ? (
          <LeadTable head={[col('email'), col('language'), col('status'), col('subscribed')]}>
            {list.data.items.map((s) => (
              <tr key={s.id} className="hover:bg-slate-50">
                <td className="px-4 py-2.5 text-slate-900">{s.email}</td>
                <td className="px-4 py-2.5 text-slate-600 uppercase">{s.language}</td>
                <td className="px-4 py-2.5">{s.unsubscribedAt ? <StatusBadge status="inactive" label={t('adminLeads.unsubscribed')} /> : <StatusBadge status="active" label={t('adminLeads.subscribed')} />}</td>
                <td className="px-4 py-2.5 whitespace-nowrap text-slate-600">{formatDateTime(s.subscribedAt, i18n.language)}</td>
              </tr>
            ))}
          </LeadTable>
        ) : (
          <EmptyState>{t('adminLeads.newsletterEmpty')}</EmptyState>
        )}
        {list.data ? <Pager page={page} pageSize={LEADS_PAGE_SIZE} total={list.data.total} onPage={setPage} /> : null}
      </Panel>
    </LeadsLayout>
  )
}
