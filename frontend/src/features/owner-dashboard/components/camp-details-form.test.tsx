import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OwnerCamp } from '@/api/types'
import { apiError, expectFieldError, fetched, json, mockFetch, renderWithProviders } from '@/test/utils'
import { CampDetailsForm } from './camp-details-form'
import { OWNER_WRITES } from '@/test/listing-writes'

const camp: OwnerCamp = {
  id: 1,
  name: 'Anchor Point Surf House',
  slug: 'anchor-point-surf-house',
  description: null,
  shortDescription: null,
  location: 'Taghazout, Morocco',
  locationKey: 'taghazout',
  address: null,
  phone: null,
  email: null,
  website: null,
  imageUrl: null,
  amenities: ['Wi-Fi'],
  mapsUrl: null,
  status: 'active',
  featured: false,
  updatedAt: '2026-01-01T00:00:00Z',
  sourceLanguage: 'en',
  translations: {},
  writable: OWNER_WRITES,
}

describe('CampDetailsForm', () => {
  it('needs a name before saving, and enables Save only once something changed', async () => {
    const fetch = mockFetch()
    const user = userEvent.setup()
    renderWithProviders(<CampDetailsForm camp={camp} />)
    const save = screen.getByRole('button', { name: 'Save changes' })
    expect(save).toBeDisabled()
    await user.clear(screen.getByLabelText(/Camp name/))
    expect(save).toBeEnabled()
    await user.click(save)
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(screen.getByLabelText(/Camp name/)).toHaveAttribute('aria-invalid', 'true')
    expect(fetched(fetch, '/owner/camp')).toBe(false)
  })

  it('shows a server field error on its field and keeps what was typed', async () => {
    let sent: Record<string, unknown> = {}
    mockFetch({
      'PATCH /api/v1/owner/camp': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return apiError(422, 'validation_error', 'Some fields are invalid.', { fields: { website: 'invalid_url' } })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<CampDetailsForm camp={camp} />)
    await user.type(screen.getByLabelText(/Address/), 'Route d’Essaouira')
    await user.type(screen.getByLabelText(/Website/), 'anchor dot ma')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(sent).toMatchObject({ address: 'Route d’Essaouira', website: 'anchor dot ma', amenities: ['Wi-Fi'] }),
    )
    const website = screen.getByLabelText(/Website/)
    await expectFieldError(website, 'Please enter a valid URL (starting with https://)', 'anchor dot ma')
    expect(screen.getByLabelText(/Address/)).toHaveValue('Route d’Essaouira')
    expect(await screen.findByText('Failed to update camp details.')).toBeInTheDocument()
  })

  it('starts again from the saved camp after a save', async () => {
    mockFetch({
      'PATCH /api/v1/owner/camp': async (request) => json({ ...camp, ...((await request.json()) as object) }),
    })
    const user = userEvent.setup()
    renderWithProviders(<CampDetailsForm camp={camp} />)
    await user.type(screen.getByLabelText(/Phone/), '+212 600 000 000')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Camp details updated successfully')).toBeInTheDocument()
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+212 600 000 000')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  })
})
