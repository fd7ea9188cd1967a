import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import type { AdminCamp, CampCard } from '@/api/types'
import { json, mockFetch, renderWithProviders } from '@/test/utils'
import { CampPreviewDialog } from './camp-preview-dialog'

const camp = {
  id: 4,
  name: 'Draft Dunes',
  status: 'pending',
  imageUrl: '/media/camps/dunes-1200.jpg',
  locationKey: 'imsouane',
  amenities: [],
  packageCount: 1,
  packagesOnSale: 0,
  packageDrafts: 1,
  bookingCount: 0,
  sourceLanguage: 'fr',
} as unknown as AdminCamp

const card: CampCard = {
  id: 9,
  packageId: 9,
  campId: 4,
  slug: 'dune-week',
  name: 'Dune Week',
  campName: 'Draft Dunes',
  location: 'Imsouane, Morocco',
  locationFilter: 'imsouane',
  price: '390.00',
  currency: 'EUR',
  duration: 7,
  rating: null,
  reviewCount: 0,
  image: null,
  description: 'Seven days on the bay.',
  difficulty: 'beginner',
  typeFilter: 'beginner',
  packageType: 'surf-only',
  includes: ['Lessons'],
  includedCount: 1,
  amenities: [],
  maxPeople: 8,
  featured: false,
  fallbackLanguages: {},
  nextAvailable: null,
  fewPlacesLeft: false,
}

function open(of: AdminCamp) {
  renderWithProviders(
    <MemoryRouter>
      <CampPreviewDialog camp={of} onClose={() => {}} />
    </MemoryRouter>,
  )
}

describe('CampPreviewDialog', () => {
  it('shows the cards travellers will see and approves the camp', async () => {
    let approved = false
    mockFetch({
      'GET /api/v1/admin/camps/4/preview': () => json([card]),
      'POST /api/v1/admin/camps/4/approve': () => {
        approved = true
        return json({ ...camp, status: 'active' })
      },
    })
    open(camp)
    const preview = await screen.findByTestId('camp-preview')
    expect(within(preview).getByText('Dune Week')).toBeInTheDocument()
    // The card's own links lead to public pages that do not exist yet: the package page opens in the preview.
    expect(within(preview).getByRole('link', { name: 'Open the page of Dune Week' })).toHaveAttribute(
      'href',
      '/admin/camps/4/preview/9',
    )
    expect(screen.queryByText('Not ready to go live')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve and publish' }))
    await waitFor(() => expect(approved).toBe(true))
    expect(await screen.findByText('Draft Dunes is live')).toBeInTheDocument()
  })

  it('says what a camp still lacks and does not offer to approve it', async () => {
    mockFetch({ 'GET /api/v1/admin/camps/4/preview': () => json([]) })
    open({ ...camp, imageUrl: null })
    expect(await screen.findByText('The camp has no package yet.')).toBeInTheDocument()
    expect(screen.getByText('The camp has no photo yet.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Approve and publish' })).toBeDisabled()
  })
})
