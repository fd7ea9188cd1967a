import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { useCodeText } from '@/i18n/codes'
import type { ChatLeadPage } from '@/api/types'
import { formatDateTime } from '@/lib/format'
import { createColumnHelper } from '@/components/data-table'
import { useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { useChatLeads } from '../api/list-leads'
import { LeadTable, LeadsLayout, MailLink } from './leads-layout'

const column = createColumnHelper<ChatLeadPage['items'][number]>()

export default function ChatLeadsPage() {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const [page, setPage] = useState(1)
  const list = useChatLeads(page)
  useLoadFailedToast(list.isError, t('adminLeads.fetchFailed'))
  const col = (k: 'email' | 'summary' | 'language' | 'received') => t(`adminLeads.columns.${k}`)
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
    column.accessor('language', {
      header: col('language'),
      meta: { className: 'text-slate-600' },
      cell: ({ getValue }) => code('language', getValue()),
    }),
    column.accessor('createdAt', {
      header: col('received'),
      meta: { className: 'whitespace-nowrap text-slate-600' },
      cell: ({ getValue }) => formatDateTime(getValue(), i18n.language),
    }),
  ]
  return (
    <LeadsLayout>
      <LeadTable query={list} page={page} onPage={setPage} columns={columns} empty={t('adminLeads.chatEmpty')} />
    </LeadsLayout>
  )
}
