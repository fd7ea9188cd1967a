import { COACHING_PACKAGE_SLUG } from '../lib/featured-deal'
import { PackageDetailPage } from './package-detail-page'

/** /surf-coaching-package: the featured deal's package, resolved by its slug. */
export default function CoachingPackagePage() {
  return <PackageDetailPage packageRef={COACHING_PACKAGE_SLUG} />
}
