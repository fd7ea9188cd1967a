import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OwnerBooking, OwnerCamp, OwnerPackage } from '@/api/types'
import { activeAdminRole, isCampOwner } from '@/lib/auth/roles'
import {
  apiError,
  expectFieldError,
  json,
  makeUser,
  loadOwnerDashboard,
  mockFetch,
  renderRoute,
  type Handler,
} from '@/test/utils'
import { OWNER_WRITES } from '@/test/listing-writes'

const owner = makeUser({ role: 'camp_owner', isActive: true }, { fullName: 'Omar Owner' })
// The signed-in account; a test may swap it for another (a rejected owner) and it is put back after each.
let signedIn = owner
afterEach(() => {
  signedIn = owner
})

vi.mock('@/lib/auth/use-session', () => ({
  useSession: () => ({
    status: 'signedIn',
    user: signedIn,
    adminRole: activeAdminRole(signedIn),
    isOwner: isCampOwner(signedIn),
  }),
}))

// The dashboard's route modules, before the first test (this file has a module graph of its own).
beforeAll(loadOwnerDashboard, 60_000)

const camp: OwnerCamp = {
  id: 1,
  name: 'Anchor Point Surf House',
  slug: 'anchor-point-surf-house',
  description: 'Right on the point.',
  shortDescription: 'Surf house',
  location: 'Taghazout, Morocco',
  locationKey: 'taghazout',
  address: null,
  phone: '+212 600 111 222',
  email: 'hello@anchor.ma',
  website: null,
  imageUrl: null,
  amenities: ['Wi-Fi', 'Rooftop'],
  mapsUrl: null,
  status: 'active',
  featured: false,
  updatedAt: '2026-01-01T00:00:00Z',
  sourceLanguage: 'en',
  translations: {},
  writable: OWNER_WRITES,
}

const pkg: OwnerPackage = {
  id: 11,
  campId: 1,
  slug: 'beginner-week',
  name: 'Beginner Week',
  description: null,
  shortDescription: 'Seven days of lessons',
  price: '483.00',
  currency: 'EUR',
  durationDays: 7,
  difficultyLevel: 'beginner',
  packageType: 'surf-only',
  maxParticipants: 8,
  featured: true,
  status: 'active',
  imageUrl: '/media/p/a-1200.jpg',
  galleryImages: ['/media/g/1-1200.jpg'],
  includedFeatures: ['Lessons'],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  sourceLanguage: 'en',
  translations: {},
}

// The moves the server offers the camp (app/bookings/status.py), for a stay that has not ended.
const OFFERED: Record<OwnerBooking['status'], OwnerBooking['allowedStatuses']> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  cancelled: [],
  completed: [],
  expired: [],
}

function booking(id: number, status: OwnerBooking['status'], reference: string): OwnerBooking {
  return {
    id,
    bookingReference: reference,
    packageId: 11,
    packageName: 'Beginner Week',
    fullName: `Guest ${id}`,
    email: `guest${id}@example.com`,
    guestPhone: '+44 7700 900123',
    guestCountry: 'GB',
    startDate: '2027-01-16',
    numberOfDays: 7,
    numberOfPeople: 2,
    surfingLevel: 'beginner',
    addOns: [],
    bookingAmount: '966.00',
    currency: 'EUR',
    amountInCurrency: '966.00',
    status,
    specialRequests: null,
    arrivalTime: null,
    dietaryRequirements: null,
    cancellationReason: status === 'cancelled' ? 'Storm' : null,
    language: 'en',
    createdAt: '2026-11-01T10:00:00Z',
    confirmedAt: null,
    cancelledAt: null,
    unreadMessages: 0,
    allowedStatuses: OFFERED[status],
  }
}

const stats = {
  activePackages: 1,
  totalBookings: 3,
  pendingBookings: 1,
  confirmedBookings: 1,
  revenue: '1449.00',
  currency: 'EUR',
  unreadMessages: 4,
}

function dashboard(overrides: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/v1/owner/camp': () => json(camp),
    'GET /api/v1/owner/stats': () => json(stats),
    'GET /api/v1/owner/packages': () => json([pkg]),
    'GET /api/v1/owner/bookings': () =>
      json({
        items: [
          booking(1, 'pending', 'SC-PEND01'),
          booking(2, 'confirmed', 'SC-CONF01'),
          booking(3, 'cancelled', 'SC-CANC01'),
        ],
        total: 3,
        page: 1,
        pageSize: 10,
      }),
    ...overrides,
  })
}

describe('camp owner dashboard states', () => {
  it('says Access Denied when the server says this user is not a camp owner', async () => {
    dashboard({ 'GET /api/v1/owner/camp': () => apiError(403, 'not_camp_owner', 'nope') })
    renderRoute('/camp-owner')
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(screen.getByText('You don’t have permission to access this camp dashboard.')).toBeInTheDocument()
  })

  it('says Camp Not Found when the camp cannot be loaded', async () => {
    dashboard({
      'GET /api/v1/owner/camp': () =>
        apiError(404, 'camp_not_found', 'Unable to load camp data. Please contact support.'),
    })
    renderRoute('/camp-owner')
    expect(await screen.findByRole('heading', { name: 'Camp Not Found' })).toBeInTheDocument()
    expect(screen.getByText('Unable to load camp data. Please contact support.')).toBeInTheDocument()
  })

  it('shows the waiting state when the account is not approved any more', async () => {
    dashboard({ 'GET /api/v1/owner/camp': () => apiError(403, 'account_pending', 'waiting') })
    renderRoute('/camp-owner')
    expect(await screen.findByTestId('waiting-for-approval')).toBeInTheDocument()
  })

  it('tells a rejected owner they were not accepted, and why, instead of "Waiting for approval"', async () => {
    signedIn = makeUser({
      role: 'camp_owner',
      isActive: false,
      rejectedAt: '2026-11-20T10:00:00Z',
      rejectionReason: 'We could not verify your surf school licence.',
    })
    dashboard()
    renderRoute('/camp-owner')
    expect(await screen.findByRole('heading', { name: 'Your registration was not accepted' })).toBeInTheDocument()
    expect(screen.getByTestId('owner-rejection-reason')).toHaveTextContent(
      'We could not verify your surf school licence.',
    )
    expect(screen.queryByText('Waiting for approval')).toBeNull()
  })

  it('tells the owner of a camp not yet live that travellers do not see it, and marks its draft packages', async () => {
    dashboard({
      'GET /api/v1/owner/camp': () => json({ ...camp, status: 'pending' }),
      'GET /api/v1/owner/packages': () => json([{ ...pkg, status: 'draft' }]),
    })
    renderRoute('/camp-owner')
    expect(await screen.findByTestId('owner-draft-notice')).toHaveTextContent('Travellers do not see it yet')
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Packages' }))
    const card = await screen.findByTestId('owner-package')
    expect(within(card).getByText('Draft')).toBeInTheDocument()
    expect(within(card).queryByRole('link')).toBeNull() // its public page does not exist yet
  })

  it('toasts "Failed to load camp data." on a server failure and offers a retry', async () => {
    dashboard({ 'GET /api/v1/owner/camp': () => apiError(500, 'internal_error', 'boom') })
    renderRoute('/camp-owner')
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getAllByText('Failed to load camp data.').length).toBeGreaterThan(0)
  })
})

describe('overview', () => {
  it('shows the five stat cards, unread messages among them, and the camp form', async () => {
    dashboard()
    renderRoute('/camp-owner')
    expect(await screen.findByText('Anchor Point Surf House')).toBeInTheDocument()
    expect(within(await screen.findByTestId('stat-activePackages')).getByText('1')).toBeInTheDocument()
    expect(within(screen.getByTestId('stat-totalBookings')).getByText('3')).toBeInTheDocument()
    expect(within(screen.getByTestId('stat-pendingBookings')).getByText('1')).toBeInTheDocument()
    expect(within(screen.getByTestId('stat-revenue')).getByText('€1,449')).toBeInTheDocument()
    // The card says what it counts: pending requests are not revenue yet.
    expect(within(screen.getByTestId('stat-revenue')).getByText('Confirmed revenue')).toBeInTheDocument()
    expect(
      within(screen.getByTestId('stat-revenue')).getByText('Confirmed and completed bookings, in EUR'),
    ).toBeInTheDocument()
    const unread = screen.getByTestId('stat-unreadMessages')
    expect(within(unread).getByText('Unread messages')).toBeInTheDocument()
    expect(within(unread).getByText('4')).toBeInTheDocument()
    expect(screen.getByLabelText(/Camp name/)).toHaveValue('Anchor Point Surf House')
    expect(screen.getByRole('button', { name: 'Remove “Wi-Fi”' })).toBeInTheDocument()
  })

  it('saves camp details with the amenity list and says so', async () => {
    let body: Record<string, unknown> = {}
    dashboard({
      'PATCH /api/v1/owner/camp': async (request) => {
        body = (await request.json()) as Record<string, unknown>
        return json({ ...camp, ...body, updatedAt: '2026-01-02T00:00:00Z' })
      },
    })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    const amenity = await screen.findByLabelText('Amenities')
    await user.type(amenity, 'Yoga deck{Enter}')
    await user.click(screen.getByRole('button', { name: 'Remove “Wi-Fi”' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Camp details updated successfully')).toBeInTheDocument()
    expect(body.amenities).toEqual(['Rooftop', 'Yoga deck'])
    expect(body.name).toBe('Anchor Point Surf House')
  })

  it('toasts the spec’s failure text when saving fails', async () => {
    dashboard({
      'PATCH /api/v1/owner/camp': () =>
        apiError(422, 'validation_error', 'bad', { fields: { email: 'invalid_email' } }),
    })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/Address/), 'Route d’Essaouira')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Failed to update camp details.')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
  })
})

describe('packages', () => {
  // The form's checks and bodies: features/listings/lib/package-form.test.ts.
  it("shows the server's price refusal on the price field and keeps what was typed", async () => {
    dashboard({
      'PATCH /api/v1/owner/packages/11': () =>
        apiError(422, 'validation_error', 'An active package needs a price above zero.', {
          fields: { price: 'price_required' },
        }),
    })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Packages' }))
    await user.click(await screen.findByRole('button', { name: 'Edit: Beginner Week' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit package' })
    await user.clear(within(dialog).getByLabelText(/Package name/))
    await user.type(within(dialog).getByLabelText(/Package name/), 'Longer Week')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('A package needs a price above zero to be on sale.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Package name/)).toHaveValue('Longer Week')
    expect(within(dialog).queryByText('Failed to update package.')).toBeNull() // the field says it, once
  })

  it('asks about a price far below the others, keeps what was typed and saves once it is confirmed', async () => {
    const sent: Record<string, unknown>[] = []
    dashboard({
      'PATCH /api/v1/owner/packages/11': async (request) => {
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body)
        return body.confirmLowPrice
          ? json({ ...pkg, price: '1.25' })
          : apiError(422, 'validation_error', 'This price is far below the camp’s other packages.', {
              fields: { price: 'price_needs_confirmation' },
            })
      },
    })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Packages' }))
    await user.click(await screen.findByRole('button', { name: 'Edit: Beginner Week' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit package' })
    await user.clear(within(dialog).getByLabelText(/Price/))
    await user.type(within(dialog).getByLabelText(/Price/), '1.25')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    const question = await within(dialog).findByTestId('low-price-question')
    expect(question).toHaveTextContent('€1.25 for 7 days — is this right?')
    expect(within(dialog).getByLabelText(/Price/)).toHaveValue('1.25')
    expect(screen.queryByText('Failed to update package.')).toBeNull() // a question, not a failure
    await user.click(within(question).getByRole('checkbox', { name: 'Yes, this price is right' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(sent.map((body) => body.confirmLowPrice)).toEqual([false, true]))
    expect(sent[1]).toMatchObject({ price: '1.25', durationDays: 7 })
  })

  it("puts the server's refusal of a too long French short description on the French field, keeping both languages", async () => {
    let sent: Record<string, unknown> = {}
    dashboard({
      'PATCH /api/v1/owner/packages/11': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return apiError(422, 'validation_error', 'Some fields are invalid.', {
          fields: { 'translations.fr.shortDescription': 'too_long' },
        })
      },
    })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Packages' }))
    await user.click(await screen.findByRole('button', { name: 'Edit: Beginner Week' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit package' })
    await user.click(within(dialog).getByRole('tab', { name: /French/ }))
    await user.type(within(dialog).getByLabelText('Short description in French'), 'Sept jours de cours')
    await user.click(within(dialog).getByRole('tab', { name: /English/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(sent).toMatchObject({
        sourceLanguage: 'en',
        translations: { fr: { shortDescription: 'Sept jours de cours' }, de: { shortDescription: null } },
      }),
    )
    // The French tab comes forward with the error on its field; the English one is untouched.
    const french = await within(dialog).findByLabelText('Short description in French')
    await expectFieldError(french, 'This text is too long: please shorten it', 'Sept jours de cours')
    await user.click(within(dialog).getByRole('tab', { name: /English/ }))
    expect(within(dialog).getByLabelText(/^Short description/)).not.toHaveAttribute('aria-invalid')
    expect(within(dialog).getByLabelText(/^Short description/)).toHaveValue('Seven days of lessons')
  })

  it('lists packages and refuses to create one without a featured image', async () => {
    const create = vi.fn(() => json(pkg, { status: 201 }))
    dashboard({ 'POST /api/v1/owner/packages': create })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Packages' }))
    expect(await screen.findByRole('heading', { name: 'Beginner Week' })).toBeInTheDocument()
    expect(screen.getByText('Featured')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add package' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add package' })
    expect(within(dialog).getByLabelText(/Duration/)).toHaveValue(7)
    expect(within(dialog).getByLabelText(/Max participants/)).toHaveValue(8)
    expect(within(dialog).getByLabelText(/Difficulty/)).toHaveValue('beginner')
    expect(within(dialog).getByText('Required')).toBeInTheDocument()
    // Prices are in EUR only: no currency to choose, and the price field says so.
    expect(within(dialog).getByLabelText(/Price in EUR/)).toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/Currency/)).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Package name/), 'Sunset Week')
    await user.click(within(dialog).getByRole('button', { name: 'Create package' }))
    expect(await screen.findByText('Featured Image Required')).toBeInTheDocument()
    expect(screen.getAllByText('Please upload a featured image before saving').length).toBeGreaterThan(0)
    expect(create).not.toHaveBeenCalled()
  })

  it('asks before deleting and says when it worked', async () => {
    const remove = vi.fn(() => new Response(null, { status: 204 }))
    dashboard({ 'DELETE /api/v1/owner/packages/11': remove })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Packages' }))
    await user.click(await screen.findByRole('button', { name: 'Delete: Beginner Week' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Are you sure you want to delete this package?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete package' }))
    expect(await screen.findByText('Package deleted successfully')).toBeInTheDocument()
    expect(remove).toHaveBeenCalledTimes(1)
  })

  it('toasts "Failed to update package." when an edit fails', async () => {
    dashboard({ 'PATCH /api/v1/owner/packages/11': () => apiError(500, 'internal_error', 'boom') })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Packages' }))
    await user.click(await screen.findByRole('button', { name: 'Edit: Beginner Week' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit package' })
    expect(within(dialog).getByLabelText(/Package name/)).toHaveValue('Beginner Week')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect((await screen.findAllByText('Failed to update package.')).length).toBeGreaterThan(0)
    expect(screen.getByRole('dialog', { name: 'Edit package' })).toBeInTheDocument()
  })
})

describe('bookings', () => {
  it('shows the guest’s level, add-ons and country in the owner’s language', async () => {
    owner.language = 'fr'
    try {
      dashboard({
        'GET /api/v1/owner/bookings': () =>
          json({
            items: [{ ...booking(1, 'pending', 'SC-PEND01'), surfingLevel: 'advanced', addOns: ['extra-yoga'] }],
            total: 1,
            page: 1,
            pageSize: 10,
          }),
      })
      renderRoute('/camp-owner')
      await userEvent.setup().click(await screen.findByRole('tab', { name: 'Réservations' }))
      const [card] = await screen.findAllByTestId('owner-booking')
      const value = (label: string) => within(card!).getByText(label).nextElementSibling?.textContent
      expect(value('Niveau de surf')).toBe('Confirmé')
      expect(value('Options')).toBe('Séances de yoga supplémentaires')
      expect(value('Pays')).toBe('Royaume-Uni')
      expect(within(card!).getByText('En attente')).toBeInTheDocument()
    } finally {
      owner.language = 'en'
    }
  })

  it('shows Confirm and Cancel only on pending bookings', async () => {
    const confirm = vi.fn(() => json(booking(1, 'confirmed', 'SC-PEND01')))
    dashboard({ 'POST /api/v1/owner/bookings/1/confirm': confirm })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }))
    const cards = await screen.findAllByTestId('owner-booking')
    expect(cards).toHaveLength(3)
    expect(within(cards[0]!).getByText('Pending')).toBeInTheDocument()
    expect(within(cards[1]!).getByText('Confirmed')).toBeInTheDocument()
    expect(within(cards[2]!).getByText('Cancelled')).toBeInTheDocument()
    expect(within(cards[1]!).queryByRole('button', { name: /Confirm/ })).toBeNull()
    expect(within(cards[2]!).queryByRole('button', { name: /Cancel/ })).toBeNull()
    await user.click(within(cards[0]!).getByRole('button', { name: 'Confirm SC-PEND01' }))
    expect(await screen.findByText('Booking status updated successfully')).toBeInTheDocument()
    expect(confirm).toHaveBeenCalledTimes(1)
  })

  it('asks for a reason before cancelling', async () => {
    let body: unknown = null
    dashboard({
      'POST /api/v1/owner/bookings/1/cancel': async (request) => {
        body = await request.json()
        return json(booking(1, 'cancelled', 'SC-PEND01'))
      },
    })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel SC-PEND01' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking SC-PEND01' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument()
    expect(body).toBeNull()
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Fully booked')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    await waitFor(() => expect(body).toEqual({ reason: 'Fully booked' }))
    expect(await screen.findByText('Booking status updated successfully')).toBeInTheDocument()
  })

  it('shows a server field error on the cancellation reason and keeps what was typed', async () => {
    dashboard({
      'POST /api/v1/owner/bookings/1/cancel': () =>
        apiError(422, 'validation_error', 'bad', { fields: { reason: 'invalid_characters' } }),
    })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel SC-PEND01' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking SC-PEND01' })
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Fully booked')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    const reason = within(dialog).getByLabelText(/Reason for cancelling/)
    await expectFieldError(reason, 'Please remove line breaks and other control characters', 'Fully booked')
    expect(await screen.findByText('Failed to update booking status.')).toBeInTheDocument()
  })

  it('offers "Mark completed" when the server does (from the stay\'s last day on)', async () => {
    const ended: OwnerBooking = {
      ...booking(4, 'confirmed', 'SC-DONE01'),
      startDate: '2020-03-01',
      allowedStatuses: ['cancelled', 'completed'],
    }
    dashboard({
      'GET /api/v1/owner/bookings': () =>
        json({ items: [booking(2, 'confirmed', 'SC-CONF01'), ended], total: 2, page: 1, pageSize: 10 }),
    })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }))
    expect(await screen.findByRole('button', { name: 'Mark completed SC-DONE01' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel SC-CONF01' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark completed SC-CONF01' })).not.toBeInTheDocument()
  })

  it('toasts "Failed to update booking status." when the server refuses', async () => {
    dashboard({ 'POST /api/v1/owner/bookings/1/confirm': () => apiError(409, 'booking_move_not_allowed', 'no') })
    renderRoute('/camp-owner')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm SC-PEND01' }))
    expect(await screen.findByText('Failed to update booking status.')).toBeInTheDocument()
  })
})

describe('a booking linked from an e-mail (?booking=ID)', () => {
  it('opens the bookings tab with that card highlighted and its thread open', async () => {
    const fetchMock = dashboard({
      'GET /api/v1/owner/bookings/2': () => json(booking(2, 'confirmed', 'SC-CONF01')),
      'GET /api/v1/owner/bookings/2/thread': () => json({ items: [], openDateRequest: null }),
    })
    renderRoute('/camp-owner?booking=2')
    expect(await screen.findByRole('tab', { name: 'Bookings', selected: true })).toBeInTheDocument()
    const card = (await screen.findAllByTestId('owner-booking')).find((c) => c.dataset.reference === 'SC-CONF01')!
    await waitFor(() => expect(card).toHaveAttribute('data-highlighted', 'true'))
    expect(await within(card).findByTestId('owner-thread')).toBeInTheDocument()
    const others = screen.getAllByTestId('owner-booking').filter((c) => c !== card)
    expect(others.every((c) => !c.hasAttribute('data-highlighted'))).toBe(true)
    expect(fetchMock.mock.calls.some(([input]) => String((input as Request).url).includes('/bookings/2/thread'))).toBe(
      true,
    )
  })

  it('shows a booking that is not on the first page above the list', async () => {
    dashboard({ 'GET /api/v1/owner/bookings/9': () => json(booking(9, 'pending', 'SC-OLD009')) })
    renderRoute('/camp-owner?booking=9')
    const pinned = await screen.findByRole('list', { name: 'The booking from your e-mail' })
    const card = within(pinned).getByTestId('owner-booking')
    expect(card).toHaveAttribute('data-reference', 'SC-OLD009')
    expect(card).toHaveAttribute('data-highlighted', 'true')
  })

  it('says so when the linked booking is not the camp’s', async () => {
    dashboard({ 'GET /api/v1/owner/bookings/77': () => apiError(404, 'booking_not_found', 'Booking not found') })
    renderRoute('/camp-owner?booking=77')
    expect(
      await screen.findByText('The booking from this link was not found among your camp’s bookings.'),
    ).toBeInTheDocument()
  })
})
