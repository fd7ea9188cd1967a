import type { Language } from '@/i18n/languages'
import type { CampFilters } from '../lib/filters'

/** Query keys of the public catalogue: camp lists, featured camps, the filters' choices, a package and its reviews. */
export const catalogueKeys = {
  camps: ['camps'] as const,
  campList: (lang: Language, filters: CampFilters, page: number) => ['camps', lang, filters, page] as const,
  featured: (lang: Language) => ['camps', 'featured', lang] as const,
  facets: ['camps', 'facets'] as const,
  package: (ref: string, lang: Language) => ['package', ref, lang] as const,
  packageReviews: (packageId: number, lang: Language) => ['package-reviews', packageId, lang] as const,
}
