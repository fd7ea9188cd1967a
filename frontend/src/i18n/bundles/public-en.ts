import { coreEn } from '../core/en'
import { publicSiteEn } from '../public-site/en'

/** The texts every public page needs in this language: one chunk, loaded before the first render. */
export default { ...publicSiteEn, ...coreEn }
