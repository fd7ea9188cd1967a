import { FEATURED_PACKAGE } from '@/lib/config/public-site'
import { PackageDetailPage } from './package-detail-page'

/** /surf-coaching-package: the featured deal's package, resolved by its slug. */
export default function CoachingPackagePage() {
  return <PackageDetailPage packageRef={FEATURED_PACKAGE} />
}
