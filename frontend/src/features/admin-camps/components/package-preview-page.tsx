import { Link, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { isApiError } from '@/api/errors'
import { useTranslation } from '@/i18n/react'
import { useApiLanguage } from '@/i18n/api-language'
import { Alert, Spinner, buttonClasses } from '@/components/ui'
import { PackageView } from '@/features/catalogue/components/package-view'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useCampPackagePreview } from '@/features/listings/api/approve-camp'

/**
 * /admin/camps/:campId/preview/:packageId: a package of a camp awaiting approval, shown as its
 * public page will show it once the camp is live (drafts included), with booking switched off.
 */
export default function PackagePreviewPage() {
  const { t } = useTranslation()
  const params = useParams()
  const campId = Number(params.campId)
  const packageId = Number(params.packageId)
  const preview = useCampPackagePreview(campId, packageId, useApiLanguage())
  const pkg = preview.data
  usePageMeta('adminCamps', pkg ? { title: t('adminCamps.previewTitle', { name: pkg.name }) } : undefined)

  const back = (
    <Link to={paths.adminCamps} className={buttonClasses('outline', 'md')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('adminCamps.backToCamps')}
    </Link>
  )
  if (preview.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    )
  }
  if (preview.isError || !pkg) {
    const missing = isApiError(preview.error) && preview.error.status === 404
    return (
      <div className="space-y-4">
        <Alert variant="error">{missing ? t('adminCamps.packagePreviewMissing') : t('adminCamps.previewFailed')}</Alert>
        {back}
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Alert variant="info" title={t('adminCamps.previewTitle', { name: pkg.name })} className="flex-1">
          {t('adminCamps.packagePreviewNote', { camp: pkg.camp.name })}
        </Alert>
        {back}
      </div>
      {/* The page as travellers will read it; its links lead to public pages. */}
      <div className="overflow-hidden rounded-2xl bg-sand-50 ring-1 ring-sand-200" data-testid="package-preview">
        <PackageView pkg={pkg} preview />
      </div>
    </div>
  )
}
