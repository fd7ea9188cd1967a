import { Link } from 'react-router'
import { CheckCircle2, ExternalLink, ImageOff, PackageX } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { useApiLanguage } from '@/i18n/api-language'
import type { AdminCamp } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Alert, Button, Dialog, Spinner, buttonClasses } from '@/components/ui'
import { adminPackagePreviewPath } from '@/lib/config/paths'
import { CampCard } from '@/features/catalogue/components/camp-card'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useApproveCamp, useCampPreview } from '@/features/listings/api/approve-camp'

/**
 * A pending camp as travellers will see it in the camp list once it is live (its drafts included),
 * with what it still lacks, and Approve: the camp and its draft packages go live, its owner is e-mailed.
 */
export function CampPreviewDialog({ camp, onClose }: { camp: AdminCamp; onClose: () => void }) {
  const { t } = useTranslation()
  const lang = useApiLanguage()
  const toast = useAdminToast()
  const preview = useCampPreview(camp.id, lang)
  const approve = useApproveCamp()
  const { errorMessage } = useErrorMessages('admin')
  const cards = preview.data ?? []
  const missingPhoto = !camp.imageUrl
  const missingPackages = preview.isSuccess && cards.length === 0
  const pending = camp.status === 'pending'

  function goLive() {
    approve.mutate(camp.id, {
      onSuccess: () => {
        toast.success(t('adminCamps.approved', { name: camp.name }))
        onClose()
      },
      onError: (error) => toast.failure(errorMessage(error, t('adminCamps.approveFailed'))),
    })
  }

  return (
    <Dialog
      open
      size="xl"
      onClose={onClose}
      title={t('adminCamps.previewTitle', { name: camp.name })}
      description={t('adminCamps.previewDescription')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={approve.isPending}>
            {t('adminCommon.close')}
          </Button>
          {pending ? (
            <Button
              onClick={goLive}
              loading={approve.isPending}
              disabled={missingPhoto || missingPackages || !preview.isSuccess}
            >
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              {t('adminCamps.approve')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="space-y-4">
        {pending && (missingPhoto || missingPackages) ? (
          <Alert variant="warning" title={t('adminCamps.notReadyTitle')}>
            <ul className="space-y-1">
              {missingPhoto ? (
                <li className="flex items-center gap-2">
                  <ImageOff className="h-4 w-4" aria-hidden="true" />
                  {t('adminCamps.missingPhoto')}
                </li>
              ) : null}
              {missingPackages ? (
                <li className="flex items-center gap-2">
                  <PackageX className="h-4 w-4" aria-hidden="true" />
                  {t('adminCamps.missingPackages')}
                </li>
              ) : null}
            </ul>
          </Alert>
        ) : null}
        {preview.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : preview.isError ? (
          <Alert variant="error">{t('adminCamps.previewFailed')}</Alert>
        ) : cards.length === 0 ? null : (
          // What travellers will see; the cards' own links lead to pages that exist only once the camp
          // is live, so each opens its package's page in the back office's preview instead.
          <ul className="grid gap-4 sm:grid-cols-2" data-testid="camp-preview">
            {cards.map((card) => (
              <li key={card.id} className="space-y-2">
                <div inert>
                  <CampCard camp={card} />
                </div>
                <Link
                  to={adminPackagePreviewPath(camp.id, card.packageId)}
                  className={buttonClasses('outline', 'sm')}
                  aria-label={t('adminCamps.openPackagePageOf', { name: card.name })}
                >
                  <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  {t('adminCamps.openPackagePage')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  )
}
