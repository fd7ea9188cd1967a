import { useState } from 'react'
import { Eye } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { Submission } from '@/api/types'
import { formatDate, formatPlace } from '@/lib/format'
import { AdminScreen, Panel } from '@/components/admin/page-header'
import { StatusBadge } from '@/components/admin/status-badge'
import { useLanguageName } from '@/components/admin/use-language-name'
import { useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { DataTable, createColumnHelper } from '@/components/data-table'
import { Button } from '@/components/ui'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useSubmissions } from '@/features/partners/api/list-submissions'
import { SubmissionReviewDialog } from '@/features/partners/components/submission-review'

const column = createColumnHelper<Submission>()

export default function AdminSubmissionsPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('adminSubmissions')
  const list = useSubmissions()
  const languageName = useLanguageName()
  const [reviewing, setReviewing] = useState<Submission | null>(null)

  useLoadFailedToast(list.isError, t('adminSubmissions.fetchFailed'))

  const counts = list.data?.counts
  const c = (key: 'camp' | 'owner' | 'location' | 'language' | 'status' | 'submitted' | 'review') =>
    t(`adminSubmissions.columns.${key}`)
  const columns = [
    column.accessor('campName', {
      header: c('camp'),
      enableSorting: true,
      meta: { className: 'font-medium text-slate-900', primary: true },
    }),
    column.accessor('ownerName', {
      header: c('owner'),
      enableSorting: true,
      cell: ({ row: { original: s } }) => (
        <div className="max-sm:text-right">
          <p className="text-slate-900">{s.ownerName}</p>
          <p className="text-xs text-slate-500">{s.ownerEmail}</p>
        </div>
      ),
    }),
    column.accessor('campLocation', {
      header: c('location'),
      enableSorting: true,
      meta: { className: 'text-slate-700' },
      cell: ({ getValue }) => formatPlace(getValue(), i18n.language),
    }),
    column.accessor('language', {
      header: c('language'),
      enableSorting: true,
      meta: { className: 'text-slate-700' },
      cell: ({ getValue }) => languageName(getValue()),
    }),
    column.accessor('status', {
      header: c('status'),
      enableSorting: true,
      cell: ({ getValue }) => <StatusBadge status={getValue()} label={t(`adminSubmissions.status.${getValue()}`)} />,
    }),
    column.accessor('createdAt', {
      header: c('submitted'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap text-slate-600' },
      cell: ({ getValue }) => formatDate(getValue(), i18n.language),
    }),
    column.display({
      id: 'review',
      header: c('review'),
      meta: { className: 'sm:text-right', headerClassName: 'text-right' },
      cell: ({ row: { original: s } }) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setReviewing(s)}
          aria-label={`${t('adminSubmissions.review')} ${s.campName}`}
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          {t('adminSubmissions.review')}
        </Button>
      ),
    }),
  ]
  return (
    <AdminScreen
      title={t('adminSubmissions.heading')}
      description={counts ? t('adminSubmissions.counts', counts) : t('adminSubmissions.subheading')}
    >
      <Panel>
        <DataTable
          columns={columns}
          rows={list.data?.items}
          rowKey={(s) => s.id}
          loading={list.isPending}
          empty={t('adminSubmissions.empty')}
          rowTestId="submission-row"
        />
      </Panel>
      <SubmissionReviewDialog submission={reviewing} onClose={() => setReviewing(null)} />
    </AdminScreen>
  )
}
