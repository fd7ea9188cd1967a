import { useState } from 'react'
import { Link } from 'react-router'
import { Clock, ExternalLink, Images, Plus, Users } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { OwnerPackage } from '@/api/types'
import { MAX_GALLERY_IMAGES, thumbnailUrl } from '@/components/media/image-rules'
import { Alert, Badge, Button, Spinner, useToast } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TranslationSummary } from '@/features/listings/components/listing-texts/summary-line'
import { PACKAGE_TEXT_FIELDS } from '@/features/listings/lib/listing-texts'
import { useLocalizedPath } from '@/i18n/routing'
import { packagePath } from '@/lib/config/paths'
import { useOwnerPackages } from '@/features/listings/api/list-owner-packages'
import { useDeleteOwnerPackage } from '@/features/listings/api/save-owner-package'
import { formatMoney } from '@/lib/format'
import { PackageDialog } from './package-dialog'
import { EditDeleteButtons, FeaturedBadge, ListingCardImage } from '@/features/listings/components/listing-card-parts'
import { TabSection } from './tab-section'

/** The camp's active packages: create, edit and soft-delete. */
export function PackagesTab() {
  const { t } = useTranslation()
  const packages = useOwnerPackages()
  const [editing, setEditing] = useState<{ pkg: OwnerPackage | null } | null>(null)
  const [deleting, setDeleting] = useState<OwnerPackage | null>(null)

  return (
    <TabSection
      id="packages-heading"
      title={t('ownerDashboard.packages.heading')}
      subtitle={t('ownerDashboard.packages.subheading')}
      alignAction="end"
      action={
        <Button onClick={() => setEditing({ pkg: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('ownerDashboard.packages.add')}
        </Button>
      }
    >
      {packages.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : packages.isError ? (
        <Alert variant="error">{t('ownerDashboard.toast.loadFailed')}</Alert>
      ) : packages.data.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-sand-300 bg-white/70 px-6 py-12 text-center">
          <p className="font-semibold text-slate-900">{t('ownerDashboard.packages.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('ownerDashboard.packages.emptyHint')}</p>
        </div>
      ) : (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {packages.data.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} onEdit={() => setEditing({ pkg })} onDelete={() => setDeleting(pkg)} />
          ))}
        </ul>
      )}
      <PackageDialog open={editing !== null} pkg={editing?.pkg ?? null} onClose={() => setEditing(null)} />
      <DeletePackageDialog pkg={deleting} onClose={() => setDeleting(null)} />
    </TabSection>
  )
}

function PackageCard({ pkg, onEdit, onDelete }: { pkg: OwnerPackage; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation()
  const lp = useLocalizedPath()
  return (
    <li
      className="flex flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm"
      data-testid="owner-package"
    >
      <ListingCardImage
        src={pkg.imageUrl && thumbnailUrl(pkg.imageUrl)}
        noImage={t('ownerDashboard.packages.noImage')}
        aspect="aspect-[3/2]"
      >
        {pkg.featured ? (
          <FeaturedBadge
            label={t('ownerDashboard.packages.featured')}
            className="absolute top-3 left-3 bg-sunset-500 text-white shadow-sm"
          />
        ) : null}
        {pkg.status === 'draft' ? (
          <span className="absolute top-3 right-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-amber-800 shadow-sm">
            {t('ownerDashboard.packages.draft')}
          </span>
        ) : null}
      </ListingCardImage>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold text-slate-900" lang={pkg.sourceLanguage}>
            {pkg.name}
          </h3>
          <p className="shrink-0 text-lg font-bold text-ocean-800">
            {formatMoney(pkg.price, pkg.currency, i18n.language)}
          </p>
        </div>
        {pkg.shortDescription ? (
          <p className="mt-1 line-clamp-2 text-sm text-slate-600" lang={pkg.sourceLanguage}>
            {pkg.shortDescription}
          </p>
        ) : null}
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <li className="inline-flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {t('ownerDashboard.packages.days', { count: pkg.durationDays })}
          </li>
          {pkg.maxParticipants ? (
            <li className="inline-flex items-center gap-1">
              <Users className="h-3.5 w-3.5" aria-hidden="true" />
              {t('ownerDashboard.packages.people', { count: pkg.maxParticipants })}
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1">
            <Images className="h-3.5 w-3.5" aria-hidden="true" />
            {t('ownerDashboard.packages.photos', { count: pkg.galleryImages.length, max: MAX_GALLERY_IMAGES })}
          </li>
          <li>
            <Badge variant="neutral">{t(`levels.${pkg.difficultyLevel}`)}</Badge>
          </li>
        </ul>
        <TranslationSummary listing={pkg} fields={PACKAGE_TEXT_FIELDS} className="mt-3" />
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
          <EditDeleteButtons
            onEdit={onEdit}
            onDelete={onDelete}
            texts={{ edit: t('ownerDashboard.packages.edit'), delete: t('ownerDashboard.packages.delete') }}
            label={(action) => t('common.labelled', { label: action, value: pkg.name })}
          />
          {pkg.status === 'draft' ? null : (
            <Link
              to={lp(packagePath(pkg.id, pkg.slug))}
              target="_blank"
              className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-ocean-700 hover:underline"
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('ownerDashboard.packages.view')}</span>
            </Link>
          )}
        </div>
      </div>
    </li>
  )
}

function DeletePackageDialog({ pkg, onClose }: { pkg: OwnerPackage | null; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const remove = useDeleteOwnerPackage()

  async function confirm() {
    if (!pkg) return
    try {
      await remove.mutateAsync(pkg.id)
      toast({
        title: t('ownerDashboard.toast.success'),
        description: t('ownerDashboard.toast.packageDeleted'),
        variant: 'success',
      })
      onClose()
    } catch {
      toast({
        title: t('ownerDashboard.toast.error'),
        description: t('ownerDashboard.toast.packageDeleteFailed'),
        variant: 'destructive',
      })
    }
  }

  return (
    <ConfirmDialog
      open={pkg !== null}
      onClose={() => (remove.isPending ? undefined : onClose())}
      title={t('ownerDashboard.packages.deleteTitle')}
      message={t('ownerDashboard.packages.confirmDelete')}
      detail={pkg ? t('ownerDashboard.packages.deleteHint', { name: pkg.name }) : null}
      confirmLabel={t('ownerDashboard.packages.deleteButton')}
      cancelLabel={t('ownerDashboard.packages.cancel')}
      onConfirm={() => void confirm()}
      pending={remove.isPending}
    />
  )
}
