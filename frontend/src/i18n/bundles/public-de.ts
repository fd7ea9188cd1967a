import { coreDe } from '../core/de'
import { publicSiteDe } from '../public-site/de'
import { availabilityDe } from '../availability/de'

/** The texts every public page needs in this language: one chunk, loaded before the first render. */
export default { ...publicSiteDe, ...coreDe, ...availabilityDe }
