import type { Translation } from './en'
import { contentDe } from './content/de'
import { publicSiteDe } from './public-site/de'
import { partnerAreaDe } from './partner-area/de'
import { adminDe } from './admin/de'
import { coreDe } from './core/de'
import { availabilityDe } from './availability/de'

const de: Translation = {
  ...contentDe,
  ...publicSiteDe,
  ...partnerAreaDe,
  ...adminDe,
  ...coreDe,
  ...availabilityDe,
}

export default de
