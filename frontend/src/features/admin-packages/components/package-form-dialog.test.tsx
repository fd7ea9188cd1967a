import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminCamp, AdminPackage } from '@/api/types'
import { apiError, expectFieldError, fetched, mockFetch, renderWithProviders } from '@/test/utils'
import { OFFICE_WRITES } from '@/test/listing-writes'
import { PackageFormDialog } from './package-form-dialog'

const camp = {
  id: 3,
  name: 'Ocean Camp',
  locationKey: 'agadir',
  status: 'active',
  writable: OFFICE_WRITES,
} as unknown as AdminCamp
const pkg = {
  id: 9,
  campId: 3,
  name: 'Surf Week',
  shortDescription: null,
  description: null,
  price: '499.00',
  currency: 'EUR',
  durationDays: 7,
  difficultyLevel: 'beginner',
  packageType: 'surf-only',
  maxParticipants: 8,
  featured: false,
  status: 'active',
  imageUrl: '/media/week-1200.jpg',
  galleryImages: [],
  includedFeatures: ['Lessons'],
  sourceLanguage: 'en',
  translations: {},
} as unknown as AdminPackage

describe('PackageFormDialog', () => {
  it('asks for a price above zero on an active package before sending', async () => {
    const fetch = mockFetch()
    const user = userEvent.setup()
    renderWithProviders(<PackageFormDialog open pkg={pkg} camps={[camp]} onClose={() => {}} />)
    await user.clear(screen.getByLabelText(/Price in EUR/))
    await user.type(screen.getByLabelText(/Price in EUR/), '0')
    await user.click(screen.getByRole('button', { name: 'Save Package' }))
    expect(
      await screen.findByText('An active package needs a price above zero. Enter its price or set it to inactive.'),
    ).toBeInTheDocument()
    expect(fetched(fetch, '/admin/packages')).toBe(false)
  })

  it('shows a server field error on its field and keeps what was typed', async () => {
    let sent: Record<string, unknown> = {}
    mockFetch({
      'PATCH /api/v1/admin/packages/9': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return apiError(422, 'validation_error', 'Some fields are invalid.', {
          fields: { maxParticipants: 'too_large' },
        })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<PackageFormDialog open pkg={pkg} camps={[camp]} onClose={() => {}} />)
    await user.clear(screen.getByLabelText(/Package name/))
    await user.type(screen.getByLabelText(/Package name/), 'Surf Fortnight')
    await user.clear(screen.getByLabelText(/Max participants/))
    await user.type(screen.getByLabelText(/Max participants/), '99')
    await user.click(screen.getByRole('button', { name: 'Save Package' }))
    await waitFor(() => expect(sent).toMatchObject({ name: 'Surf Fortnight', maxParticipants: 99 }))
    const people = screen.getByLabelText(/Max participants/)
    await expectFieldError(people, 'The value is too large.', 99)
    expect(screen.getByLabelText(/Package name/)).toHaveValue('Surf Fortnight')
    expect(await screen.findByText('Failed to save package')).toBeInTheDocument()
  })
})
