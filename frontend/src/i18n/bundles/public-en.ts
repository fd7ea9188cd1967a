import { coreEn } from '../core/en'
import { publicSiteEn } from '../public-site/en'
import { availabilityEn } from '../availability/en'

/** The texts every public page needs in this language: one chunk, loaded before the first render. */
export default { ...publicSiteEn, ...coreEn, ...availabilityEn }
