import { useEffect, useState } from 'react'
import { ImageOff, Images, Pencil, Plus, Star, Trash2 } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { AdminPackage } from '@/api/types'
import { formatMoney } from '@/lib/format'
import { EmptyState, PageHeader, Panel } from '@/components/admin/page-header'
import { StatusBadge } from '@/components/admin/status-badge'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Badge, Button, Spinner } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useAdminCamps } from '@/features/admin-camps/api/list-camps'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useDeletePackage } from '../api/delete-package'
import { useAdminPackages } from '../api/list-packages'
import { PackageFormDialog } from './package-form-dialog'
import { DIFFICULTIES } from './package-form'

export default function AdminPackagesPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('adminPackages')
  const toast = useAdminToast()
  const packages = useAdminPackages()
  const camps = useAdminCamps()
  const remove = useDeletePackage()
  const [form, setForm] = useState<{ pkg: AdminPackage | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminPackage | null>(null)

  useEffect(() => {
    if (packages.isError) toast.failure(t('adminPackages.fetchFailed'))
  }, [packages.isError, toast, t])

  function confirmDelete() {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('adminPackages.deleted'))
        setDeleting(null)
      },
      onError: () => toast.failure(t('adminPackages.deleteFailed')),
    })
  }

  const c = (key: 'package' | 'camp' | 'price' | 'duration' | 'difficulty' | 'status' | 'actions') => t(`adminPackages.columns.${key}`)
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('adminPackages.heading')}
        description={t('adminPackages.subheading')}
        actions={
          <Button onClick={() => setForm({ pkg: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('adminPackages.add')}
          </Button>
        }
      />
      <Panel>
        {packages.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : packages.data && packages.data.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[760px] text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th className="px-4 py-2.5 font-medium">{c('package')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('camp')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('price')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('duration')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('difficulty')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('status')}</th>
                  <th className="px-4 py-2.5 text-right font-medium">{c('actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {packages.data.map((p) => (
                  <tr key={p.id} className="hover:bg-slate-50" data-testid="package-row">
                    <td className="px-4 py-2.5">
                      <div className="flex items-center gap-3">
                        {p.imageUrl ? (
                          <img src={p.imageUrl} alt="" className="h-12 w-16 shrink-0 rounded-md object-cover" loading="lazy" />
                        ) : (
                          <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400" title={t('adminPackages.noImage')}>
                            <ImageOff className="h-4 w-4" aria-hidden="true" />
                            <span className="sr-only">{t('adminPackages.noImage')}</span>
                          </span>
                        )}
                        <div className="min-w-0">
                          <p className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-900">
                            {p.name}
                            {p.featured ? (
                              <Badge variant="accent">
                                <Star className="h-3 w-3" aria-hidden="true" />
                                {t('adminCommon.featured')}
                              </Badge>
                            ) : null}
                          </p>
                          {p.shortDescription ? <p className="line-clamp-1 max-w-xs text-xs text-slate-500">{p.shortDescription}</p> : null}
                          {p.galleryImages.length > 0 ? (
                            <p className="flex items-center gap-1 text-xs text-slate-500">
                              <Images className="h-3 w-3" aria-hidden="true" />
                              {t('adminPackages.gallery', { count: p.galleryImages.length })}
                            </p>
                          ) : null}
                        </div>
                      </div>
                    </td>
                    <td className="px-3 py-2.5">
                      <p className="text-slate-900">{p.campName}</p>
                      <p className="text-xs text-slate-500">{p.campLocation}</p>
                    </td>
                    <td className="px-3 py-2.5 font-medium whitespace-nowrap tabular-nums">{formatMoney(p.price, p.currency, i18n.language)}</td>
                    <td className="px-3 py-2.5 whitespace-nowrap">{t('adminPackages.days', { count: p.durationDays })}</td>
                    <td className="px-3 py-2.5 whitespace-nowrap">{(DIFFICULTIES as string[]).includes(p.difficultyLevel) ? t(`adminPackages.difficulty.${p.difficultyLevel as (typeof DIFFICULTIES)[number]}`) : p.difficultyLevel}</td>
                    <td className="px-3 py-2.5">
                      <StatusBadge status={p.status} label={t(p.status === 'inactive' ? 'adminCommon.inactive' : 'adminCommon.active')} />
                    </td>
                    <td className="px-4 py-2.5">
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" onClick={() => setForm({ pkg: p })} aria-label={t('adminPackages.editAction', { name: p.name })} className="h-8 w-8">
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" onClick={() => setDeleting(p)} aria-label={t('adminPackages.deleteAction', { name: p.name })} className="h-8 w-8 text-red-700 hover:bg-red-50">
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
          <EmptyState>{t('adminPackages.empty')}</EmptyState>
        )}
      </Panel>
      <PackageFormDialog open={form !== null} pkg={form?.pkg ?? null} camps={camps.data ?? []} onClose={() => setForm(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminCommon.confirmTitle')}
        message={t('adminPackages.deleteConfirm')}
        detail={t('adminPackages.deleteDetail')}
        confirmLabel={t('adminCommon.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        pending={remove.isPending}
      />
    </div>
  )
}
