import { useEffect, useState } from 'react'
import { Eye } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { Submission } from '@/api/types'
import { formatDate } from '@/lib/format'
import { EmptyState, PageHeader, Panel } from '@/components/admin/page-header'
import { StatusBadge } from '@/components/admin/status-badge'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Button, Spinner } from '@/components/ui'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useSubmissions } from '../api/list-submissions'
import { SubmissionReviewDialog } from './submission-review-dialog'

export default function AdminSubmissionsPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('adminSubmissions')
  const toast = useAdminToast()
  const list = useSubmissions()
  const [reviewing, setReviewing] = useState<Submission | null>(null)

  useEffect(() => {
    if (list.isError) toast.failure(t('adminSubmissions.fetchFailed'))
  }, [list.isError, toast, t])

  const counts = list.data?.counts
  const c = (key: 'camp' | 'owner' | 'location' | 'status' | 'submitted' | 'review') => t(`adminSubmissions.columns.${key}`)
  return (
    <div className="space-y-5">
      <PageHeader title={t('adminSubmissions.heading')} description={counts ? t('adminSubmissions.counts', { pending: counts.pending, approved: counts.approved }) : t('adminSubmissions.subheading')} />
      <Panel>
        {list.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : list.data && list.data.items.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[720px] text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th className="px-4 py-2.5 font-medium">{c('camp')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('owner')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('location')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('status')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('submitted')}</th>
                  <th className="px-4 py-2.5 text-right font-medium">{c('review')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.data.items.map((s) => (
                  <tr key={s.id} className="hover:bg-slate-50" data-testid="submission-row">
                    <td className="px-4 py-2.5 font-medium text-slate-900">{s.campName}</td>
                    <td className="px-3 py-2.5">
                      <p className="text-slate-900">{s.ownerName}</p>
                      <p className="text-xs text-slate-500">{s.ownerEmail}</p>
                    </td>
                    <td className="px-3 py-2.5 text-slate-700">{t(`adminCommon.locations.${s.campLocation as 'agadir'}`, { defaultValue: s.campLocation })}</td>
                    <td className="px-3 py-2.5">
                      <StatusBadge status={s.status} label={t(`adminSubmissions.status.${s.status}`)} />
                    </td>
                    <td className="px-3 py-2.5 whitespace-nowrap text-slate-600">{formatDate(s.createdAt, i18n.language)}</td>
                    <td className="px-4 py-2.5 text-right">
                      <Button variant="outline" size="sm" onClick={() => setReviewing(s)} aria-label={`${t('adminSubmissions.review')} ${s.campName}`}>
                        <Eye className="h-4 w-4" aria-hidden="true" />
                        {t('adminSubmissions.review')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyState>{t('adminSubmissions.empty')}</EmptyState>
        )}
      </Panel>
      <SubmissionReviewDialog submission={reviewing} onClose={() => setReviewing(null)} />
    </div>
  )
}
