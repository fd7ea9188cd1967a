import type { ApplicationForm } from './application-form'

/** A valid application (tests). */
export const PACKAGE = {
  title: 'Surf & Yoga Week',
  price: '549',
  durationDays: '7',
  inclusions: '7 nights\n\nDaily lessons ',
}
export const VALID: ApplicationForm = {
  surfCampName: 'Atlas Wave House',
  contactName: 'Youssef Amrani',
  email: 'youssef@atlaswave.ma',
  whatsappNumber: '+212 612 345 678',
  instagramHandle: '',
  website: '',
  location: 'imsouane',
  campType: 'yoga-surf',
  languagesSpoken: '',
  message: 'Eight rooms facing the bay.',
  packages: [PACKAGE],
  language: 'en',
}
