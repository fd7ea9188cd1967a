import type { AdminCamp } from '@/api/types'
import { blankCamp, campBody, campToForm, newCampBody, splitAmenities, validateCamp } from './camp-form'
import { OFFICE_WRITES, OWNER_WRITES } from '@/test/listing-writes'

const pendingCamp = {
  id: 7,
  slug: 'waiting-waves',
  name: 'Waiting Waves',
  description: null,
  shortDescription: null,
  location: 'Taghazout, Morocco',
  locationKey: 'taghazout',
  address: null,
  phone: null,
  email: null,
  website: null,
  imageUrl: null,
  amenities: [],
  mapsUrl: null,
  mapsEmbedUrl: null,
  status: 'pending',
  featured: false,
  packageCount: 0,
  packagesOnSale: 0,
  packageDrafts: 0,
  bookingCount: 0,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  sourceLanguage: 'en',
  translations: {},
  writable: OFFICE_WRITES,
} satisfies AdminCamp

describe('camp form', () => {
  it('splits amenities on commas, trimmed, empties dropped', () => {
    expect(splitAmenities(' WiFi, ,Pool ,  Yoga deck,')).toEqual(['WiFi', 'Pool', 'Yoga deck'])
  })

  it('requires a name and a location; defaults are active and not featured', () => {
    expect(validateCamp(blankCamp)).toEqual({ name: 'required', locationKey: 'required' })
    expect(blankCamp.status).toBe('active')
    expect(blankCamp.featured).toBe(false)
    expect(
      newCampBody({ ...blankCamp, name: 'Ocean', locationKey: 'agadir', amenities: splitAmenities('WiFi, Pool') }),
    ).toMatchObject({
      name: 'Ocean',
      locationKey: 'agadir',
      amenities: ['WiFi', 'Pool'],
    })
  })

  it('shows a pending camp as pending and saves its edits without publishing it', () => {
    const values = campToForm(pendingCamp)
    expect(values.status).toBe('pending')
    const body = campBody({ ...values, name: 'Waiting Waves Camp' }, OFFICE_WRITES)
    expect(body.name).toBe('Waiting Waves Camp')
    expect(body).not.toHaveProperty('status')
    expect(campBody({ ...values, status: 'inactive' }, OFFICE_WRITES).status).toBe('inactive')
  })

  it('leaves out what an owner may not set, as the server says', () => {
    const values = { ...campToForm(pendingCamp), status: 'inactive' as const, featured: true }
    expect(validateCamp({ ...values, locationKey: '' }, OWNER_WRITES)).toEqual({})
    const body = campBody(values, OWNER_WRITES)
    expect(body).not.toHaveProperty('locationKey')
    expect(body).not.toHaveProperty('status')
    expect(body).not.toHaveProperty('featured')
    expect(campBody(values, OFFICE_WRITES)).toMatchObject({
      locationKey: 'taghazout',
      status: 'inactive',
      featured: true,
    })
  })
})
