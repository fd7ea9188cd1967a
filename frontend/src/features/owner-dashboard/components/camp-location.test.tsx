import { act, screen } from '@testing-library/react'
import type { OwnerCamp } from '@/api/types'
import i18n from '@/i18n'
import { mockFetch, renderWithProviders } from '@/test/utils'
import { CampDetailsForm } from './camp-details-form'

const camp = {
  id: 1,
  name: 'Anchor Point Surf House',
  slug: 'anchor-point-surf-house',
  location: 'Somewhere typed long ago', // the stored English text: never shown
  locationKey: 'imsouane',
  amenities: [],
  status: 'active',
  featured: false,
  updatedAt: '2026-01-01T00:00:00Z',
  sourceLanguage: 'en',
  translations: {},
} as unknown as OwnerCamp

it('names the owner camp place from its location key in the dashboard language', async () => {
  mockFetch()
  await act(() => i18n.changeLanguage('de'))
  renderWithProviders(<CampDetailsForm camp={camp} />)
  expect(screen.getByText('Imsouane, Marokko')).toBeInTheDocument()
  expect(screen.queryByText(/Somewhere typed/)).toBeNull()
})
