import { useEffect, useState } from 'react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { AdminContent } from '@/api/types'
import { formatDateTime } from '@/lib/format'
import { EmptyState, PageHeader, Panel } from '@/components/admin/page-header'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Badge, Button, Spinner } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { cn } from '@/lib/ui/cn'
import { useDeleteContent } from '../api/delete-content'
import { useAdminContent } from '../api/list-content'
import { useToggleContent } from '../api/save-content'
import { ContentFormDialog } from './content-form-dialog'
import { SECTIONS, preview } from './content-form'

export default function AdminContentPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('adminContent')
  const toast = useAdminToast()
  const rows = useAdminContent()
  const toggle = useToggleContent()
  const remove = useDeleteContent()
  const [form, setForm] = useState<{ row: AdminContent | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminContent | null>(null)

  useEffect(() => {
    if (rows.isError) toast.failure(t('adminContent.fetchFailed'))
  }, [rows.isError, toast, t])

  function flip(row: AdminContent) {
    const isActive = !row.isActive
    toggle.mutate(
      { id: row.id, isActive },
      {
        onSuccess: () => toast.success(t(isActive ? 'adminContent.activated' : 'adminContent.deactivated')),
        onError: () => toast.failure(t('adminContent.statusFailed')),
      },
    )
  }

  function confirmDelete() {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('adminContent.deleted'))
        setDeleting(null)
      },
      onError: () => toast.failure(t('adminContent.deleteFailed')),
    })
  }

  const section = (key: string) => t(`adminContent.sections.${key as (typeof SECTIONS)[number]}`, { defaultValue: key })
  const c = (key: 'section' | 'title' | 'type' | 'language' | 'status' | 'updated' | 'actions') => t(`adminContent.columns.${key}`)
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('adminContent.heading')}
        description={t('adminContent.subheading')}
        actions={
          <Button onClick={() => setForm({ row: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('adminContent.add')}
          </Button>
        }
      />
      <Panel>
        {rows.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : rows.data && rows.data.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[820px] text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th className="px-4 py-2.5 font-medium">{c('section')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('title')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('type')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('language')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('status')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('updated')}</th>
                  <th className="px-4 py-2.5 text-right font-medium">{c('actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.data.map((row) => (
                  <tr key={row.id} className="align-top hover:bg-slate-50" data-testid="content-row">
                    <td className="px-4 py-2.5">
                      <Badge variant="neutral">{section(row.sectionKey)}</Badge>
                    </td>
                    <td className="max-w-md px-3 py-2.5">
                      <p className="font-medium text-slate-900">{row.title || '—'}</p>
                      <p className="text-xs text-slate-500">{preview(row.content)}</p>
                    </td>
                    <td className="px-3 py-2.5 text-slate-700">{t(`adminContent.types.${row.contentType as 'text'}`, { defaultValue: row.contentType })}</td>
                    <td className="px-3 py-2.5 text-slate-700 uppercase">{row.language}</td>
                    <td className="px-3 py-2.5">
                      <button
                        type="button"
                        onClick={() => flip(row)}
                        disabled={toggle.isPending}
                        title={t('adminContent.toggleHint')}
                        aria-pressed={row.isActive}
                        className={cn(
                          'rounded-full px-2.5 py-0.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ocean-500',
                          row.isActive ? 'bg-emerald-100 text-emerald-800 hover:bg-emerald-200' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
                        )}
                      >
                        {row.isActive ? t('adminCommon.active') : t('adminCommon.inactive')}
                      </button>
                    </td>
                    <td className="px-3 py-2.5 whitespace-nowrap text-slate-600">{formatDateTime(row.updatedAt, i18n.language)}</td>
                    <td className="px-4 py-2.5">
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" className="h-8 w-8" onClick={() => setForm({ row })} aria-label={t('adminContent.editAction', { name: `${section(row.sectionKey)} ${row.title ?? ''}`.trim() })}>
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" className="h-8 w-8 text-red-700 hover:bg-red-50" onClick={() => setDeleting(row)} aria-label={t('adminContent.deleteAction', { name: `${section(row.sectionKey)} ${row.title ?? ''}`.trim() })}>
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyState>{t('adminContent.empty')}</EmptyState>
        )}
      </Panel>
      <ContentFormDialog open={form !== null} row={form?.row ?? null} onClose={() => setForm(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminCommon.confirmTitle')}
        message={t('adminContent.deleteConfirm')}
        confirmLabel={t('adminCommon.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        pending={remove.isPending}
      />
    </div>
  )
}
