import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PackageDetail } from '@/api/types'
import { packageDetail } from '@/test/package-detail'
import { apiError, json, mockFetch, renderRoute, siteConfig } from '@/test/utils'

// Lazy routes and the API mocks can take more than a second when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 })

const pkg: PackageDetail = packageDetail(
  {
    slug: 'ocean-camp-7-day-beginner-surf-coaching',
    name: '7-Day Beginner Surf Coaching',
    durationDays: 5,
    includedFeatures: ['Daily lessons'],
    featured: true,
  },
  { description: 'A camp.' },
)

const config = {
  ...siteConfig,
  confirmationHours: 36,
  cancellationPolicy: { freeUntilHours: 96, partialUntilHours: 48, partialRefundPercent: 30 },
  currencies: [
    { code: 'EUR', symbol: '€', rate: '1' },
    { code: 'USD', symbol: '$', rate: '1.1' },
    { code: 'GBP', symbol: '£', rate: '0.85' },
  ],
}

const created = {
  success: true,
  bookingReference: 'SC-7K3Q9P',
  status: 'pending',
  packageName: pkg.name,
  campName: 'Ocean Camp',
  startDate: '2031-05-01',
  numberOfDays: 5,
  numberOfPeople: 2,
  currency: 'USD',
  amount: '1085.00',
  amountEur: '986.00',
  createdAt: '2031-01-01T00:00:00Z',
}

function api(submit: (request: Request) => Response | Promise<Response>, shown: PackageDetail = pkg) {
  return mockFetch({
    'GET /api/v1/site-config': () => json(config),
    'GET /api/v1/packages/7': () => json(shown),
    'POST /api/v1/bookings': submit,
  })
}

async function openForm() {
  renderRoute('/packages/7#booking')
  return screen.findByRole('dialog', { name: 'Book Your Surf Adventure' })
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const form = within(dialog)
  await user.type(form.getByLabelText(/Full name/), 'Lena Fischer')
  await user.type(form.getByLabelText(/^Email/), 'lena@example.com')
  await user.selectOptions(form.getByLabelText(/Country/), 'DE')
  await user.type(form.getByLabelText(/Phone number/), '+49 170 1234567')
  await user.selectOptions(form.getByLabelText('Number of people'), '2')
  await user.type(form.getByLabelText(/Start date/), '2031-05-01')
  await user.click(form.getByRole('checkbox', { name: /Airport Transfer/ }))
  await user.click(form.getByRole('radio', { name: /USD/ }))
  await user.click(form.getByRole('radio', { name: /PayPal/ }))
}

// Rendering ~250 countries and typing into a big form is slow in jsdom.
describe('booking form', { timeout: 30_000 }, () => {
  it('opens on #booking with the viewed package preselected, its days and the configured promises', async () => {
    api(() => json(created, { status: 201 }))
    const dialog = await openForm()
    const form = within(dialog)
    expect(form.getByTestId('selected-package')).toHaveTextContent('7-Day Beginner Surf Coaching')
    expect(form.getByLabelText('Number of days')).toHaveValue('5')
    expect(form.getAllByRole('option', { name: /person|people/ }).map((o) => o.textContent)).toEqual([
      '1 person',
      '2 people',
      '3 people',
      '4 people',
    ])
    expect(form.getByLabelText('Surfing level')).toHaveValue('beginner')
    expect(form.getByTestId('summary-total')).toHaveTextContent('€483')
    expect(form.getByTestId('confirmation-promise')).toHaveTextContent('within 36 hours')
    expect(form.getByTestId('cancellation-policy')).toHaveTextContent(
      'Free cancellation up to 96 hours before arrival. 30% refund when cancelled 48–96 hours',
    )
    expect(dialog).not.toHaveTextContent(/12 hours|14 days before/)
  })

  it('shows every required-field message on submit and clears one when its field is edited', async () => {
    const fetch = api(() => json(created, { status: 201 }))
    const dialog = await openForm()
    const user = userEvent.setup()
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }))
    for (const text of [
      'Full name is required',
      'Email is required',
      'Country is required',
      'Phone number is required',
      'Start date is required',
      'Please select a payment method',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument()
    }
    expect(
      fetch.mock.calls.some(([r]) => (r as Request).method === 'POST' && (r as Request).url.includes('/bookings')),
    ).toBe(false)
    await user.type(within(dialog).getByLabelText(/Full name/), 'L')
    expect(within(dialog).queryByText('Full name is required')).not.toBeInTheDocument()
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Email/), 'lena')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }))
    expect(within(dialog).getByText('Please enter a valid email')).toBeInTheDocument()
    expect(within(dialog).queryByText('Email is required')).not.toBeInTheDocument()
  })

  it('keeps the data under a red banner when the server fails, and retries with the same key', async () => {
    const keys: string[] = []
    let calls = 0
    api((request) => {
      keys.push(request.headers.get('Idempotency-Key') ?? '')
      calls += 1
      return calls === 1 ? apiError(500, 'internal_error', 'boom') : json(created, { status: 201 })
    })
    const dialog = await openForm()
    const user = userEvent.setup()
    await fillValid(user, dialog)
    // 483 × 2 people + 20 transfer = 986 EUR; × 1.1 = 1084.6 -> 1085 USD, as the server computes it
    expect(within(dialog).getByTestId('summary-total')).toHaveTextContent('$1,085')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to submit booking. Please try again.')
    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue('Lena Fischer')
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('lena@example.com')
    expect(within(dialog).getByRole('radio', { name: /PayPal/ })).toBeChecked()

    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }))
    const success = await screen.findByTestId('booking-success')
    expect(success).toHaveTextContent('SC-7K3Q9P')
    expect(within(success).getByTestId('booking-amount')).toHaveTextContent('$1,085')
    expect(within(success).getByTestId('success-promise')).toHaveTextContent('within 36 hours')
    expect(screen.getByRole('dialog', { name: 'Booking Submitted Successfully!' })).toBeInTheDocument()
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
  })

  it('sends the form fields and puts server field errors under their fields', async () => {
    let body: Record<string, unknown> = {}
    api(async (request) => {
      body = (await request.json()) as Record<string, unknown>
      return apiError(422, 'validation_error', 'Some fields are invalid.', {
        fields: { startDate: 'date_in_past', numberOfPeople: 'too_many_people', addOns: 'not_offered' },
      })
    })
    const dialog = await openForm()
    const user = userEvent.setup()
    await fillValid(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }))
    expect(await within(dialog).findByText('The start date cannot be in the past')).toBeInTheDocument()
    expect(within(dialog).getByText('This package takes at most 4 people')).toBeInTheDocument()
    expect(
      within(dialog).getByText('This package already includes one of the chosen extras; please untick it.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please check the highlighted fields.')
    expect(body).toMatchObject({
      packageId: 7,
      fullName: 'Lena Fischer',
      email: 'lena@example.com',
      country: 'DE',
      phoneNumber: '+49 170 1234567',
      startDate: '2031-05-01',
      numberOfDays: 5,
      numberOfPeople: 2,
      surfingLevel: 'beginner',
      addOns: ['airport-transfer'],
      currency: 'USD',
      paymentMethod: 'paypal',
      language: 'en',
    })
  })

  it('says under the date field that a start date is too far ahead and keeps what was typed', async () => {
    api(() =>
      apiError(422, 'validation_error', 'Some fields are invalid.', {
        fields: { startDate: 'date_too_far', fullName: 'invalid_characters' },
      }),
    )
    const dialog = await openForm()
    const user = userEvent.setup()
    await fillValid(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }))
    expect(
      await within(dialog).findByText('The start date is too far ahead. Please choose an earlier date'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Please remove line breaks and other control characters')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue('2031-05-01')
    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue('Lena Fischer')
  })

  it('says the request was already sent with other details when its key is refused, and keeps the form', async () => {
    api(() =>
      apiError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a booking request with other details.',
      ),
    )
    const dialog = await openForm()
    const user = userEvent.setup()
    await fillValid(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking request was already sent with other details.',
    )
    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue('Lena Fischer')
  })

  it('says booking is temporarily unavailable on a 503', async () => {
    api(() => apiError(503, 'service_unavailable', 'down'))
    const dialog = await openForm()
    const user = userEvent.setup()
    await fillValid(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Booking is temporarily unavailable')
    expect(within(dialog).getByLabelText(/Phone number/)).toHaveValue('+49 170 1234567')
  })

  it('disables every field while sending', async () => {
    let release: (response: Response) => void = () => {}
    api(() => new Promise<Response>((resolve) => (release = resolve)))
    const dialog = await openForm()
    const user = userEvent.setup()
    await fillValid(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }))
    const button = await within(dialog).findByRole('button', { name: /Submitting Booking/ })
    expect(button).toBeDisabled()
    for (const control of within(dialog).getAllByRole('textbox')) expect(control).toBeDisabled()
    expect(within(dialog).getByLabelText(/Country/)).toBeDisabled()
    release(json(created, { status: 201 }))
    await waitFor(() => expect(screen.getByTestId('booking-success')).toBeInTheDocument())
  })

  it('offers only the add-ons the package sells, priced in the chosen currency like the rest', async () => {
    // This package includes the airport transfer: the server does not sell it again.
    api(() => json(created, { status: 201 }), {
      ...pkg,
      maxPeople: 6,
      addOns: pkg.addOns.filter((a) => a.key !== 'airport-transfer'),
    })
    const dialog = await openForm()
    const form = within(dialog)
    const user = userEvent.setup()
    expect(form.queryByRole('checkbox', { name: /Airport Transfer/ })).not.toBeInTheDocument()
    expect(form.getAllByRole('option', { name: /person|people/ })).toHaveLength(6)
    await user.click(form.getByRole('radio', { name: /GBP/ }))
    // 15 EUR per day and 25 EUR at 0.85: £12.75 and £21.25, not €15 and €25
    expect(form.getByRole('checkbox', { name: /Extra Yoga Sessions/ }).closest('label')).toHaveTextContent(
      '£12.75 per day',
    )
    expect(form.getByRole('checkbox', { name: /Surf Photos/ }).closest('label')).toHaveTextContent('£21.25 per booking')
    await user.click(form.getByRole('checkbox', { name: /Surf Photos/ }))
    const summary = within(form.getByTestId('booking-summary'))
    // 483 EUR stay = £410.55; photos £21.25; total (483 + 25) × 0.85 = 431.8 -> £432
    expect(summary.getByText('£410.55')).toBeInTheDocument()
    expect(summary.getByText('£21.25')).toBeInTheDocument()
    expect(form.getByTestId('summary-total')).toHaveTextContent('£432')
    expect(form.getByTestId('booking-summary')).not.toHaveTextContent('€25')
  })
})
