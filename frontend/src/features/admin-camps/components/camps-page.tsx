import { useState } from 'react'
import { Link } from 'react-router'
import { CalendarDays, Eye, Globe, Mail, MapPin, Phone, Plus } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { AdminCamp } from '@/api/types'
import { EmptyState, AdminScreen, Panel } from '@/components/admin/page-header'
import { StatusBadge } from '@/components/admin/status-badge'
import { useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation'
import { Badge, Button, Spinner, buttonClasses } from '@/components/ui'
import { paths } from '@/lib/config/paths'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { formatPlace } from '@/lib/format'
import { useDeleteCamp } from '@/features/listings/api/delete-camp'
import { useAdminCamps } from '@/features/listings/api/list-camps'
import { CampFormDialog } from './camp-form-dialog'
import { CampPreviewDialog } from './camp-preview-dialog'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { EditDeleteButtons, FeaturedBadge, ListingCardImage } from '@/features/listings/components/listing-card-parts'

export const VISIBLE_AMENITIES = 3

function CampCard({
  camp,
  onEdit,
  onDelete,
  onPreview,
}: {
  camp: AdminCamp
  onEdit: () => void
  onDelete: () => void
  onPreview: () => void
}) {
  const { t, i18n } = useTranslation()
  const extra = camp.amenities.length - VISIBLE_AMENITIES
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="camp-card"
    >
      <ListingCardImage src={camp.imageUrl} noImage={t('adminCamps.noImage')} aspect="aspect-[16/9]">
        <div className="absolute top-2 left-2 flex gap-1.5">
          <StatusBadge
            status={camp.status}
            label={t(
              `adminCommon.${camp.status === 'inactive' ? 'inactive' : camp.status === 'pending' ? 'pending' : 'active'}`,
            )}
            className="shadow-sm"
          />
          {camp.featured ? <FeaturedBadge label={t('adminCommon.featured')} className="bg-white shadow-sm" /> : null}
        </div>
      </ListingCardImage>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <h3 className="font-semibold text-slate-900" lang={camp.sourceLanguage}>
            {camp.name}
          </h3>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
            {formatPlace(camp.locationKey, i18n.language)}
          </p>
        </div>
        {camp.shortDescription || camp.description ? (
          <p className="line-clamp-2 text-sm text-slate-600" lang={camp.sourceLanguage}>
            {camp.shortDescription || camp.description}
          </p>
        ) : null}
        <ul className="space-y-0.5 text-xs text-slate-600">
          {camp.phone ? (
            <li className="flex items-center gap-1.5">
              <Phone className="h-3.5 w-3.5" aria-hidden="true" /> {camp.phone}
            </li>
          ) : null}
          {camp.email ? (
            <li className="flex items-center gap-1.5 truncate">
              <Mail className="h-3.5 w-3.5" aria-hidden="true" /> {camp.email}
            </li>
          ) : null}
          {camp.website ? (
            <li className="flex items-center gap-1.5 truncate">
              <Globe className="h-3.5 w-3.5" aria-hidden="true" /> {camp.website.replace(/^https?:\/\//, '')}
            </li>
          ) : null}
        </ul>
        {camp.amenities.length > 0 ? (
          <ul className="flex flex-wrap gap-1">
            {camp.amenities.slice(0, VISIBLE_AMENITIES).map((amenity) => (
              <li key={amenity} lang={camp.sourceLanguage}>
                <Badge variant="neutral">{amenity}</Badge>
              </li>
            ))}
            {extra > 0 ? (
              <li>
                <Badge variant="neutral">{t('adminCamps.moreAmenities', { count: extra })}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className="mt-auto text-xs text-slate-500">
          {t('adminCamps.onSale', { count: camp.packagesOnSale })} ·{' '}
          {camp.packageDrafts > 0 ? <>{t('adminCamps.drafts', { count: camp.packageDrafts })} · </> : null}
          {t('adminCamps.bookings', { count: camp.bookingCount })}
        </p>
        {camp.status === 'pending' ? (
          <Button
            size="sm"
            onClick={onPreview}
            aria-label={t('adminCamps.previewAction', { name: camp.name })}
            data-testid="camp-preview-button"
          >
            <Eye className="h-4 w-4" aria-hidden="true" />
            {t('adminCamps.previewAndApprove')}
          </Button>
        ) : null}
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <Link
            to={`${paths.adminCampCalendar}?camp=${camp.id}`}
            className={buttonClasses('outline', 'sm', 'flex-1')}
            aria-label={`${t('adminCamps.calendar')} ${camp.name}`}
          >
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {t('adminCamps.calendar')}
          </Link>
          <EditDeleteButtons
            onEdit={onEdit}
            onDelete={onDelete}
            texts={{ edit: t('adminCommon.edit'), delete: t('adminCommon.delete') }}
            label={(action) => `${action} ${camp.name}`}
            className="flex-1"
          />
        </div>
      </div>
    </li>
  )
}

export default function AdminCampsPage() {
  const { t } = useTranslation()
  usePageMeta('adminCamps')
  const camps = useAdminCamps()
  const { errorMessage: failureText } = useErrorMessages('admin')
  const removal = useDeleteConfirmation<AdminCamp>(useDeleteCamp(), {
    deleted: t('adminCamps.deleted'),
    failed: (error) => failureText(error, t('adminCamps.deleteFailed')),
    closeOn: (error) => isApiError(error) && error.status === 409, // asking again would not change the answer
  })
  const [form, setForm] = useState<{ camp: AdminCamp | null } | null>(null)
  const [previewing, setPreviewing] = useState<number | null>(null)
  const previewed = camps.data?.find((camp) => camp.id === previewing) ?? null

  useLoadFailedToast(camps.isError, t('adminCamps.fetchFailed'))

  const addButton = (
    <Button onClick={() => setForm({ camp: null })}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      {t('adminCamps.add')}
    </Button>
  )

  return (
    <AdminScreen title={t('adminCamps.heading')} description={t('adminCamps.subheading')} actions={addButton}>
      {camps.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : camps.data && camps.data.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {camps.data.map((camp) => (
            <CampCard
              key={camp.id}
              camp={camp}
              onEdit={() => setForm({ camp })}
              onDelete={() => removal.ask(camp)}
              onPreview={() => setPreviewing(camp.id)}
            />
          ))}
        </ul>
      ) : (
        <Panel>
          <EmptyState
            action={
              <Button onClick={() => setForm({ camp: null })}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                {t('adminCamps.addFirst')}
              </Button>
            }
          >
            <span className="block text-base font-semibold text-slate-900">{t('adminCamps.empty')}</span>
            <span className="block">{t('adminCamps.emptyHint')}</span>
          </EmptyState>
        </Panel>
      )}
      {previewed ? <CampPreviewDialog camp={previewed} onClose={() => setPreviewing(null)} /> : null}
      <CampFormDialog open={form !== null} camp={form?.camp ?? null} onClose={() => setForm(null)} />
      <ConfirmDialog
        {...removal.dialog}
        title={t('adminCommon.confirmTitle')}
        message={t('adminCamps.deleteConfirm')}
        detail={
          removal.target
            ? t('adminCamps.deleteDetail', {
                packages: removal.target.packageCount,
                bookings: removal.target.bookingCount,
              })
            : null
        }
        confirmLabel={t('adminCommon.delete')}
      />
    </AdminScreen>
  )
}
