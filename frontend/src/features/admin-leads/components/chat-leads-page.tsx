import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { ChatLeadPage } from '@/api/types'
import { createColumnHelper } from '@/components/data-table'
import { useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { useChatLeads } from '../api/list-leads'
import { LeadTable, LeadsLayout, MailLink, useLeadColumns } from './leads-layout'

const column = createColumnHelper<ChatLeadPage['items'][number]>()

export default function ChatLeadsPage() {
  const { t } = useTranslation()
  const lead = useLeadColumns()
  const [page, setPage] = useState(1)
  const list = useChatLeads(page)
  useLoadFailedToast(list.isError, t('adminLeads.fetchFailed'))
  const col = (k: 'email' | 'summary') => t(`adminLeads.columns.${k}`)
  const columns = [
    column.accessor('email', {
      header: col('email'),
      meta: { primary: true },
      cell: ({ getValue }) => <MailLink email={getValue()} />,
    }),
    column.accessor('summary', {
      header: col('summary'),
      meta: { className: 'max-w-md text-slate-700' },
      cell: ({ getValue }) => getValue() || '—',
    }),
    column.accessor('language', lead.language),
    column.accessor('createdAt', lead.received),
  ]
  return (
    <LeadsLayout>
      <LeadTable query={list} page={page} onPage={setPage} columns={columns} empty={t('adminLeads.chatEmpty')} />
    </LeadsLayout>
  )
}
