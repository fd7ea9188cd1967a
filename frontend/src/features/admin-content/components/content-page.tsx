import { useState } from 'react'
import { Plus } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { AdminContent } from '@/api/types'
import { formatDateTime } from '@/lib/format'
import { AdminScreen, Panel } from '@/components/admin/page-header'
import { RowActions } from '@/components/admin/row-actions'
import { useAdminToast, useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation'
import { DataTable, createColumnHelper } from '@/components/data-table'
import { Badge, Button } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useCodeText } from '@/i18n/codes'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { cn } from '@/lib/ui/cn'
import { useDeleteContent } from '../api/delete-content'
import { useAdminContent } from '../api/list-content'
import { useToggleContent } from '../api/save-content'
import { ContentFormDialog } from './content-form-dialog'
import { preview } from './content-form'

const column = createColumnHelper<AdminContent>()

export default function AdminContentPage() {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  usePageMeta('adminContent')
  const toast = useAdminToast()
  const rows = useAdminContent()
  const toggle = useToggleContent()
  const removal = useDeleteConfirmation<AdminContent>(useDeleteContent(), {
    deleted: t('adminContent.deleted'),
    failed: () => t('adminContent.deleteFailed'),
  })
  const [form, setForm] = useState<{ row: AdminContent | null } | null>(null)

  useLoadFailedToast(rows.isError, t('adminContent.fetchFailed'))

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

  const section = (key: string) => code('contentSection', key)
  const c = (key: 'section' | 'title' | 'type' | 'language' | 'status' | 'updated' | 'actions') =>
    t(`adminContent.columns.${key}`)
  const name = (row: AdminContent) => `${section(row.sectionKey)} ${row.title ?? ''}`.trim()
  const columns = [
    column.accessor('sectionKey', {
      header: c('section'),
      enableSorting: true,
      cell: ({ getValue }) => <Badge variant="neutral">{section(getValue())}</Badge>,
    }),
    column.accessor((row) => row.title ?? '', {
      id: 'title',
      header: c('title'),
      enableSorting: true,
      meta: { className: 'max-w-md', primary: true },
      cell: ({ row: { original: row } }) => (
        <>
          <p className="font-medium text-slate-900" lang={row.title ? row.language : undefined}>
            {row.title || '—'}
          </p>
          <p className="text-xs text-slate-500" lang={row.language}>
            {preview(row.content)}
          </p>
        </>
      ),
    }),
    column.accessor('contentType', {
      header: c('type'),
      cell: ({ getValue }) => <span className="text-slate-700">{code('contentType', getValue())}</span>,
    }),
    column.accessor('language', {
      header: c('language'),
      enableSorting: true,
      meta: { className: 'text-slate-700' },
      cell: ({ getValue }) => code('language', getValue()),
    }),
    column.accessor('isActive', {
      header: c('status'),
      cell: ({ row: { original: row } }) => (
        <button
          type="button"
          onClick={() => flip(row)}
          disabled={toggle.isPending}
          title={t('adminContent.toggleHint')}
          aria-pressed={row.isActive}
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ocean-500',
            row.isActive
              ? 'bg-emerald-100 text-emerald-800 hover:bg-emerald-200'
              : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
          )}
        >
          {row.isActive ? t('adminCommon.active') : t('adminCommon.inactive')}
        </button>
      ),
    }),
    column.accessor('updatedAt', {
      header: c('updated'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap text-slate-600' },
      cell: ({ getValue }) => formatDateTime(getValue(), i18n.language),
    }),
    column.display({
      id: 'actions',
      header: c('actions'),
      meta: { className: 'sm:text-right', headerClassName: 'text-right' },
      cell: ({ row: { original: row } }) => (
        <RowActions
          onEdit={() => setForm({ row })}
          editLabel={t('adminContent.editAction', { name: name(row) })}
          onDelete={() => removal.ask(row)}
          deleteLabel={t('adminContent.deleteAction', { name: name(row) })}
        />
      ),
    }),
  ]
  return (
    <AdminScreen
      title={t('adminContent.heading')}
      description={t('adminContent.subheading')}
      actions={
        <Button onClick={() => setForm({ row: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('adminContent.add')}
        </Button>
      }
    >
      <Panel>
        <DataTable
          columns={columns}
          rows={rows.data}
          rowKey={(row) => row.id}
          loading={rows.isPending}
          empty={t('adminContent.empty')}
          rowTestId="content-row"
          rowClassName="align-top"
          minWidth={820}
        />
      </Panel>
      <ContentFormDialog open={form !== null} row={form?.row ?? null} onClose={() => setForm(null)} />
      <ConfirmDialog
        {...removal.dialog}
        title={t('adminCommon.confirmTitle')}
        message={t('adminContent.deleteConfirm')}
        confirmLabel={t('adminCommon.delete')}
      />
    </AdminScreen>
  )
}
