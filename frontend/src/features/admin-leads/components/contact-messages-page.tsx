import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { ContactMessagePage } from '@/api/types'
import { createColumnHelper } from '@/components/data-table'
import { useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { useContactMessages } from '../api/list-leads'
import { LeadTable, LeadsLayout, MailLink, useLeadColumns } from './leads-layout'

const column = createColumnHelper<ContactMessagePage['items'][number]>()

export default function ContactMessagesPage() {
  const { t } = useTranslation()
  const lead = useLeadColumns()
  const [page, setPage] = useState(1)
  const list = useContactMessages(page)
  useLoadFailedToast(list.isError, t('adminLeads.fetchFailed'))
  const col = (k: 'name' | 'email' | 'message') => t(`adminLeads.columns.${k}`)
  const columns = [
    column.accessor('name', { header: col('name'), meta: { className: 'font-medium text-slate-900', primary: true } }),
    column.accessor('email', {
      header: col('email'),
      cell: ({ getValue }) => <MailLink email={getValue()} />,
    }),
    column.accessor('message', {
      header: col('message'),
      meta: { className: 'max-w-md whitespace-pre-line text-slate-700' },
    }),
    column.accessor('language', lead.language),
    column.accessor('createdAt', lead.received),
  ]
  return (
    <LeadsLayout>
      <LeadTable query={list} page={page} onPage={setPage} columns={columns} empty={t('adminLeads.contactEmpty')} />
    </LeadsLayout>
  )
}
