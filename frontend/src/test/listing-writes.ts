import type { ListingWrites } from '@/api/types'

// What the server says each role may set on a camp and its packages (backend/app/listings/rules.py):
// the back office also sets where a camp is, its status and featuring, and a package's camp and status.
const OWNER_CAMP = ['translations', 'translationsUpToDate', 'sourceLanguage', 'name', 'description', 'shortDescription']
const CAMP = [...OWNER_CAMP, 'address', 'phone', 'email', 'website', 'amenities', 'mapsUrl', 'imageUrl']
const PACKAGE = [
  'translations',
  'translationsUpToDate',
  'sourceLanguage',
  'name',
  'description',
  'shortDescription',
  'price',
  'currency',
  'durationDays',
  'difficultyLevel',
  'packageType',
  'maxParticipants',
  'featured',
  'imageUrl',
  'galleryImages',
  'includedFeatures',
]

export const OWNER_WRITES: ListingWrites = { camp: CAMP, package: PACKAGE }
export const OFFICE_WRITES: ListingWrites = {
  camp: [...CAMP, 'locationKey', 'mapsEmbedUrl', 'status', 'featured'],
  package: [...PACKAGE, 'campId', 'status'],
}
