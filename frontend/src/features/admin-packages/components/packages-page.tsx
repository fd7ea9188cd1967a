import { useState } from 'react'
import { ImageOff, Images, Plus, Star } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { AdminPackage } from '@/api/types'
import { formatMoney, formatPlace } from '@/lib/format'
import { AdminScreen, Panel } from '@/components/admin/page-header'
import { RowActions } from '@/components/admin/row-actions'
import { StatusBadge } from '@/components/admin/status-badge'
import { useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation'
import { DataTable, createColumnHelper } from '@/components/data-table'
import { Badge, Button } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useAdminCamps } from '@/features/listings/api/list-camps'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useDeletePackage } from '@/features/listings/api/delete-package'
import { useAdminPackages } from '@/features/listings/api/list-packages'
import { PackageFormDialog } from './package-form-dialog'
import { packageDifficultyValues as DIFFICULTIES } from '@/api/enums'

const column = createColumnHelper<AdminPackage>()

export default function AdminPackagesPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('adminPackages')
  const packages = useAdminPackages()
  const camps = useAdminCamps()
  const removal = useDeleteConfirmation<AdminPackage>(useDeletePackage(), {
    deleted: t('adminPackages.deleted'),
    failed: () => t('adminPackages.deleteFailed'),
  })
  const [form, setForm] = useState<{ pkg: AdminPackage | null } | null>(null)

  useLoadFailedToast(packages.isError, t('adminPackages.fetchFailed'))

  const c = (key: 'package' | 'camp' | 'price' | 'duration' | 'difficulty' | 'status' | 'actions') =>
    t(`adminPackages.columns.${key}`)
  const columns = [
    column.accessor('name', {
      header: c('package'),
      enableSorting: true,
      meta: { primary: true },
      cell: ({ row: { original: p } }) => (
        <div className="flex items-center gap-3">
          {p.imageUrl ? (
            <img src={p.imageUrl} alt="" className="h-12 w-16 shrink-0 rounded-md object-cover" loading="lazy" />
          ) : (
            <span
              className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400"
              title={t('adminPackages.noImage')}
            >
              <ImageOff className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{t('adminPackages.noImage')}</span>
            </span>
          )}
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-900">
              {/* A listing's own texts are in its language, whatever the back office's is. */}
              <span lang={p.sourceLanguage}>{p.name}</span>
              {p.featured ? (
                <Badge variant="accent">
                  <Star className="h-3 w-3" aria-hidden="true" />
                  {t('adminCommon.featured')}
                </Badge>
              ) : null}
            </p>
            {p.shortDescription ? (
              <p className="line-clamp-1 max-w-xs text-xs text-slate-500" lang={p.sourceLanguage}>
                {p.shortDescription}
              </p>
            ) : null}
            {p.galleryImages.length > 0 ? (
              <p className="flex items-center gap-1 text-xs text-slate-500">
                <Images className="h-3 w-3" aria-hidden="true" />
                {t('adminPackages.gallery', { count: p.galleryImages.length })}
              </p>
            ) : null}
          </div>
        </div>
      ),
    }),
    column.accessor('campName', {
      header: c('camp'),
      enableSorting: true,
      cell: ({ row: { original: p } }) => (
        <div className="max-sm:text-right">
          <p className="text-slate-900">{p.campName}</p>
          <p className="text-xs text-slate-500">{formatPlace(p.campLocationKey, i18n.language)}</p>
        </div>
      ),
    }),
    column.accessor((p) => Number(p.price), {
      id: 'price',
      header: c('price'),
      enableSorting: true,
      meta: { className: 'font-medium whitespace-nowrap tabular-nums' },
      cell: ({ row: { original: p } }) => formatMoney(p.price, p.currency, i18n.language),
    }),
    column.accessor('durationDays', {
      header: c('duration'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap' },
      cell: ({ getValue }) => t('adminPackages.days', { count: getValue() }),
    }),
    column.accessor('difficultyLevel', {
      header: c('difficulty'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ getValue }) =>
        (DIFFICULTIES as string[]).includes(getValue())
          ? t(`levels.${getValue() as (typeof DIFFICULTIES)[number]}`)
          : getValue(),
    }),
    column.accessor('status', {
      header: c('status'),
      enableSorting: true,
      cell: ({ getValue }) => (
        <StatusBadge
          status={getValue()}
          label={t(
            getValue() === 'inactive'
              ? 'adminCommon.inactive'
              : getValue() === 'draft' // a published application's package, on sale once its camp is approved
                ? 'adminCommon.draft'
                : 'adminCommon.active',
          )}
        />
      ),
    }),
    column.display({
      id: 'actions',
      header: c('actions'),
      meta: { className: 'sm:text-right', headerClassName: 'text-right' },
      cell: ({ row: { original: p } }) => (
        <RowActions
          onEdit={() => setForm({ pkg: p })}
          editLabel={t('adminPackages.editAction', { name: p.name })}
          onDelete={() => removal.ask(p)}
          deleteLabel={t('adminPackages.deleteAction', { name: p.name })}
        />
      ),
    }),
  ]
  return (
    <AdminScreen
      title={t('adminPackages.heading')}
      description={t('adminPackages.subheading')}
      actions={
        <Button onClick={() => setForm({ pkg: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('adminPackages.add')}
        </Button>
      }
    >
      <Panel>
        <DataTable
          columns={columns}
          rows={packages.data}
          rowKey={(p) => p.id}
          loading={packages.isPending}
          empty={t('adminPackages.empty')}
          rowTestId="package-row"
          minWidth={760}
        />
      </Panel>
      <PackageFormDialog
        open={form !== null}
        pkg={form?.pkg ?? null}
        camps={camps.data ?? []}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        {...removal.dialog}
        title={t('adminCommon.confirmTitle')}
        message={t('adminPackages.deleteConfirm')}
        detail={t('adminPackages.deleteDetail')}
        confirmLabel={t('adminCommon.delete')}
      />
    </AdminScreen>
  )
}
