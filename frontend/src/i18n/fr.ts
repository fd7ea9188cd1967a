import type { Translation } from './en'
import { contentFr } from './content/fr'
import { publicSiteFr } from './public-site/fr'
import { partnerAreaFr } from './partner-area/fr'
import { adminFr } from './admin/fr'
import { coreFr } from './core/fr'
import { availabilityFr } from './availability/fr'

const fr: Translation = {
  ...contentFr,
  ...publicSiteFr,
  ...partnerAreaFr,
  ...adminFr,
  ...coreFr,
  ...availabilityFr,
}

export default fr
