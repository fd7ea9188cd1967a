import { Navigate, useLocation } from 'react-router'
import { useApiLanguage } from '@/i18n/api-language'
import { useLocalizedPath } from '@/i18n/routing'
import { packagePath } from '@/lib/config/paths'
import { FEATURED_PACKAGE } from '@/lib/config/public-site'
import { usePackage } from '../api/get-package'
import { PackageDetailPage } from './package-detail-page'

/**
 * /surf-coaching-package reached inside the app (the server answers it with a 302): the featured
 * package's own page, query and hash kept; while it loads, or if it is gone, the package page's states.
 */
export default function CoachingPackagePage() {
  const lp = useLocalizedPath()
  const { search, hash } = useLocation()
  const query = usePackage(FEATURED_PACKAGE, useApiLanguage())
  if (query.data) {
    return <Navigate to={{ pathname: lp(packagePath(query.data.id, query.data.slug)), search, hash }} replace />
  }
  return <PackageDetailPage packageRef={FEATURED_PACKAGE} />
}
