import type { Widen } from './widen'
import { contentEn } from './content/en'
import { publicSiteEn } from './public-site/en'
import { partnerAreaEn } from './partner-area/en'
import { adminEn } from './admin/en'
import { coreEn } from './core/en'
import { availabilityEn } from './availability/en'

// English is the source of truth: fr.ts and de.ts are typed against this shape, so a missing key
// fails `tsc`, and src/i18n/i18n.test.ts fails on a missing or empty translation.
const en = {
  ...contentEn,
  ...publicSiteEn,
  ...partnerAreaEn,
  ...adminEn,
  ...coreEn,
  ...availabilityEn,
} as const

/** The shape every language must provide: same keys as English, any string values. */
export type Translation = Widen<typeof en>

export default en as Translation
