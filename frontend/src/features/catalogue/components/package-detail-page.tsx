import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { Button, buttonClasses } from '@/components/ui/button'
import { NotFoundView } from '@/components/layout/not-found-view'
import { PageSpinner } from '@/components/ui/spinner'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useApiLanguage } from '@/i18n/api-language'
import { usePackage } from '../api/get-package'
import { PackageView } from './package-view'
import type { PackageDetail } from '@/api/types'

/** /packages/:id and /packages/:id/:slug (the id may also be a slug). */
export default function PackageDetailRoute() {
  const { id } = useParams()
  return <PackageDetailPage packageRef={id} />
}

export function PackageDetailPage({ packageRef }: { packageRef: string | undefined }) {
  const { t } = useTranslation()
  const lang = useApiLanguage()
  const query = usePackage(packageRef, lang)
  const pkg = query.data
  const missing = !packageRef || (isApiError(query.error) && query.error.status === 404)
  // A missing package's page is the site's "not found" page, as the server's head says.
  usePageMeta(missing ? 'notFound' : 'packageDetail', pkg ? packageMeta(pkg) : undefined)

  useEffect(() => {
    if (query.error && !(isApiError(query.error) && query.error.status === 404))
      console.error('Failed to fetch package details', query.error)
  }, [query.error])

  if (!packageRef) return <PackageNotFound message={t('packageDetail.noId')} />
  if (query.isPending) return <PageSpinner label={t('packageDetail.loading')} />
  if (query.isError || !pkg) {
    return <PackageNotFound message={missing ? t('packageDetail.notFoundText') : t('packageDetail.fetchFailed')} />
  }
  return <PackageView key={pkg.id} pkg={pkg} />
}

/** The title and description the server's head gives the page (backend/app/seo/service.py `_package`). */
function packageMeta(pkg: PackageDetail): { title: string; description: string } {
  return {
    title: `${pkg.name} – ${pkg.camp.name}`,
    // The first 160 characters (not UTF-16 units) of the description, as the server cuts it.
    description:
      pkg.shortDescription ||
      Array.from(pkg.description ?? '')
        .slice(0, 160)
        .join(''),
  }
}

function PackageNotFound({ message }: { message: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const lp = useLocalizedPath()
  const goBack = () => {
    // Back in the history when the visitor came from a page of ours, else to the camp list.
    if (window.history.length > 1 && (window.history.state as { idx?: number } | null)?.idx) navigate(-1)
    else navigate(lp(paths.surfCamps))
  }
  return (
    <NotFoundView title={t('packageDetail.notFoundTitle')} text={message}>
      <Button variant="primary" onClick={goBack} className="needs-script">
        {t('packageDetail.goBack')}
      </Button>
      <Link to={lp(paths.surfCamps)} className={buttonClasses('outline', 'md')}>
        {t('packageDetail.browseCamps')}
      </Link>
    </NotFoundView>
  )
}
