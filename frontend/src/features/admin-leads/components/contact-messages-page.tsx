import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { formatDateTime } from '@/lib/format'
import { EmptyState, Panel } from '@/components/admin/page-header'
import { Pager } from '@/components/admin/pager'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Spinner } from '@/components/ui'
import { LEADS_PAGE_SIZE, useContactMessages } from '../api/list-leads'
import { LeadTable, LeadsLayout } from './leads-layout'

export default function ContactMessagesPage() {
  const { t, i18n } = useTranslation()
  const toast = useAdminToast()
  const [page, setPage] = useState(1)
  const list = useContactMessages(page)
  useEffect(() => {
    if (list.isError) toast.failure(t('adminLeads.fetchFailed'))
  }, [list.isError, toast, t])
  const col = (k: 'name' | 'email' | 'message' | 'language' | 'received') => t(`adminLeads.columns.${k}`)
  return (
    <LeadsLayout>
      <Panel>
        {list.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : list.data && list.data.items.length > 0 ? (
          <LeadTable head={[col('name'), col('email'), col('message'), col('language'), col('received')]}>
            {list.data.items.map((m) => (
              <tr key={m.id} className="align-top hover:bg-slate-50">
                <td className="px-4 py-2.5 font-medium text-slate-900">{m.name}</td>
                <td className="px-4 py-2.5">
                  <a href={`mailto:${m.email}`} className="text-ocean-700 hover:underline">
                    {m.email}
                  </a>
                </td>
                <td className="max-w-md px-4 py-2.5 whitespace-pre-line text-slate-700">{m.message}</td>
                <td className="px-4 py-2.5 text-slate-600 uppercase">{m.language}</td>
                <td className="px-4 py-2.5 whitespace-nowrap text-slate-600">{formatDateTime(m.createdAt, i18n.language)}</td>
              </tr>
            ))}
          </LeadTable>
        ) : (
          <EmptyState>{t('adminLeads.contactEmpty')}</EmptyState>
        )}
        {list.data ? <Pager page={page} pageSize={LEADS_PAGE_SIZE} total={list.data.total} onPage={setPage} /> : null}
      </Panel>
    </LeadsLayout>
  )
}
