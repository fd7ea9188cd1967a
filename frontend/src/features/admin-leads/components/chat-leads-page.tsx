import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { ChatLeadPage } from '@/api/types'
import { formatDateTime } from '@/lib/format'
import { Panel } from '@/components/admin/page-header'
import { DataTable, createColumnHelper, serverPaged } from '@/components/data-table'
import { useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { LEADS_PAGE_SIZE, useChatLeads } from '../api/list-leads'
import { LeadsLayout } from './leads-layout'

const column = createColumnHelper<ChatLeadPage['items'][number]>()

export default function ChatLeadsPage() {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(1)
  const list = useChatLeads(page)
  useLoadFailedToast(list.isError, t('adminLeads.fetchFailed'))
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
          {...serverPaged(list, page, LEADS_PAGE_SIZE, setPage)}
          rowKey={(row) => row.id}
          empty={t('adminLeads.chatEmpty')}
          rowClassName="align-top"
          minWidth={640}
        />
      </Panel>
    </LeadsLayout>
  )
}
