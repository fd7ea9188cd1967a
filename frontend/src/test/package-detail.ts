import type { PackageDetail } from '@/api/types'

/** A package as GET /api/v1/packages/{id} returns it, for tests of the package page and its parts. */
export function packageDetail(
  overrides: Partial<PackageDetail> = {},
  camp: Partial<PackageDetail['camp']> = {},
): PackageDetail {
  return {
    id: 7,
    slug: 'ocean-camp-week',
    name: 'Ocean Week',
    description: 'Seven days of coaching.',
    shortDescription: 'A week of coaching.',
    price: '483.00',
    currency: 'EUR',
    durationDays: 7,
    difficultyLevel: 'beginner',
    packageType: 'surf-only',
    maxPeople: 4,
    addOns: [
      { key: 'airport-transfer', price: '20', perDay: false },
      { key: 'extra-yoga', price: '15', perDay: true },
      { key: 'surf-photos', price: '25', perDay: false },
    ],
    imageUrl: '/media/packages/featured/a-1200.jpg',
    galleryImages: ['/media/packages/gallery/b-1200.jpg'],
    includedFeatures: [],
    featured: false,
    rating: null,
    reviewCount: 0,
    languages: ['en', 'fr', 'de'],
    fallbackLanguages: {},
    nextAvailable: '2027-03-14',
    fewPlacesLeft: false,
    ...overrides,
    camp: {
      id: 3,
      name: 'Ocean Camp',
      slug: 'ocean-camp',
      location: 'Taghazout, Morocco',
      locationKey: 'taghazout',
      description: null,
      address: null,
      amenities: [],
      mapsUrl: null,
      mapsEmbedUrl: null,
      imageUrl: null,
      fallbackLanguages: {},
      ...camp,
    },
  }
}
