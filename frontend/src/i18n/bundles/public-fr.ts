import { coreFr } from '../core/fr'
import { publicSiteFr } from '../public-site/fr'
import { availabilityFr } from '../availability/fr'

/** The texts every public page needs in this language: one chunk, loaded before the first render. */
export default { ...publicSiteFr, ...coreFr, ...availabilityFr }
