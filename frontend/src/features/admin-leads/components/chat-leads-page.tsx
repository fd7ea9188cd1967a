import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { ChatLeadPage } from '@/api/types'
import { formatDateTime } from '@/lib/format'
import { Panel } from '@/components/admin/page-header'
import { DataTable, createColumnHelper } from '@/components/data-table'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { LEADS_PAGE_SIZE, useChatLeads } from '../api/list-leads'
import { LeadsLayout } from './leads-layout'

const column = createColumnHelper<ChatLeadPage['items'][number]>()

export default function ChatLeadsPage() {
  const { t, i18n } = useTranslation()
  const toast = useAdminToast()
  const [page, setPage] = useState(1)
  const list = useChatLeads(page)
  useEffect(() => {
    if (list.isError) toast.failure(t('adminLeads.fetchFailed'))
  }, [list.isError, toast, t])
  const col = (k: 'email' | 'summary' | 'language' | 'received') => t(`adminLeads.columns.${k}`)
  const columns = [
    column.accessor('email', {
      header: col('email'),
      meta: { primary: true },
      cell: ({ getValue }) => (
        <a href={`mailto:${getValue()}`} className="break-all text-ocean-700 hover:underline">
          {getValue()}
        </a>
      ),
    }),
    column.accessor('summary', { header: col('summary'), meta: { className: 'max-w-md text-slate-700' }, cell: ({ getValue }) => getValue() || '—' }),
    column.accessor('language', { header: col('language'), meta: { className: 'text-slate-600 uppercase' } }),
    column.accessor('createdAt', { header: col('received'), meta: { className: 'whitespace-nowrap text-slate-600' }, cell: ({ getValue }) => formatDateTime(getValue(), i18n.language) }),
  ]
  return (
    <LeadsLayout>
      <Panel>
        <DataTable
          columns={columns}
          rows={list.data?.items}
          rowKey={(row) => row.id}
          loading={list.isPending}
          empty={t('adminLeads.chatEmpty')}
          rowClassName="align-top"
          minWidth={640}
          serverPaging={list.data ? { page, pageSize: LEADS_PAGE_SIZE, total: list.data.total, onPage: setPage } : undefined}
        />
      </Panel>
    </LeadsLayout>
  )
}
