import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PackageDetail } from '@/api/types'
import { packageDetail } from '@/test/package-detail'
import { apiError, json, mockFetch, renderRoute, siteConfig } from '@/test/utils'

// The package page and the booking form are lazy modules, transformed on their first import: up to
// 15 s in jsdom on a 2-core runner. Load them before the first test so its waits measure the form.
beforeAll(
  () => Promise.all([import('./booking-dialog'), import('@/features/catalogue/components/package-detail-page')]),
  60_000,
)

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
  // The tests book in 2031: a server whose booking horizon reaches it.
  lastStartDate: '2031-12-31',
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
  placesHeldUntil: null,
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
    'GET /api/v1/availability/packages/7': (request) => json(availability(new URL(request.url))),
  })
}

/** Every day of the asked month available with 4 places, except 2031-05-02 (full), the 3rd (blocked) and the
 * 6th (1 place left: too few for a group the size the request asks about). */
function availability(url: URL) {
  const from = new Date(`${url.searchParams.get('from')}T00:00:00Z`)
  const to = new Date(`${url.searchParams.get('to')}T00:00:00Z`)
  const starts = []
  for (let day = from; day <= to; day = new Date(day.getTime() + 86_400_000)) {
    const date = day.toISOString().slice(0, 10)
    const reason = date === '2031-05-02' || date === '2031-05-06' ? 'full' : date === '2031-05-03' ? 'blocked' : null
    starts.push({ date, available: reason === null, reason, left: date === '2031-05-06' ? 1 : reason ? 0 : 2 })
  }
  return {
    packageId: 7,
    places: 4,
    maxPeople: 4,
    numberOfDays: Number(url.searchParams.get('days')),
    numberOfPeople: Number(url.searchParams.get('people')),
    stayLengths: [3, 4, 5, 6, 7, 8, 9, 10, 14],
    startWeekdays: [],
    minNoticeDays: 1,
    earliestStart: url.searchParams.get('from'),
    starts,
  }
}

async function openForm() {
  renderRoute('/packages/7#booking')
  return screen.findByRole('dialog', { name: 'Book Your Surf Adventure' })
}

/** Puts `text` in a field as a paste does: one input event, not one per key (typing speed is not what these tests check). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const form = within(dialog)
  await fill(user, form.getByLabelText(/Full name/), 'Lena Fischer')
  await fill(user, form.getByLabelText(/^Email/), 'lena@example.com')
  await user.selectOptions(form.getByLabelText(/Country/), 'DE')
  await fill(user, form.getByLabelText(/Phone number/), '+49 170 1234567')
  await user.selectOptions(form.getByLabelText('Number of people'), '2')
  await fill(user, form.getByLabelText(/Start date/), '2031-05-01')
  await user.click(form.getByRole('checkbox', { name: /Airport Transfer/ }))
  await user.click(form.getByRole('radio', { name: /USD/ }))
  await user.click(form.getByRole('radio', { name: /PayPal/ }))
}

describe('booking form', () => {
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

  it("opens on the stay a link names (the waitlist e-mail's Book now), in the link's language", async () => {
    api(() => json(created, { status: 201 }))
    renderRoute('/de/packages/7?start=2031-05-04&days=10&people=2#booking')
    const dialog = await screen.findByRole('dialog', { name: 'Buchen Sie Ihr Surfabenteuer' })
    const form = within(dialog)
    expect(form.getByLabelText('Anzahl der Tage')).toHaveValue('10')
    expect(form.getByLabelText('Anzahl der Personen')).toHaveValue('2')
    expect(form.getByLabelText(/Anreisedatum/)).toHaveValue('2031-05-04')
    // The calendar asks for that stay and shows that day chosen.
    const calendar = await form.findByRole('grid')
    const day = await within(calendar).findByRole('button', { name: /^Sonntag, 4\. Mai: frei/ })
    expect(day.parentElement).toHaveAttribute('aria-selected', 'true')
  })

  it('shows which start dates are available, greys out the rest with their reason and stops the group at the places left', async () => {
    api(() => json(created, { status: 201 }))
    const dialog = await openForm()
    const form = within(dialog)
    const user = userEvent.setup()
    await user.type(form.getByLabelText(/Start date/), '2031-05-01')
    const calendar = await form.findByRole('grid')
    const full = await within(calendar).findByRole('button', { name: /May 2: full/ })
    expect(full).toBeDisabled()
    expect(within(calendar).getByRole('button', { name: /May 3: not available/ })).toBeDisabled()
    // Full for this group, with a place left: it says how many rather than "full".
    expect(
      within(calendar).getByRole('button', { name: /May 6: only 1 place left: too few for your group/ }),
    ).toBeDisabled()
    await waitFor(() => expect(form.getByTestId('start-date-status')).toHaveTextContent('2 places left'))
    expect(form.getAllByRole('option', { name: /person|people/ }).map((o) => o.textContent)).toEqual([
      '1 person',
      '2 people',
    ])
    await user.click(within(calendar).getByRole('button', { name: /May 4: available/ }))
    expect(form.getByLabelText(/Start date/)).toHaveValue('2031-05-04')
  })

  it('keeps everything typed when the date just became full and offers the nearest dates', async () => {
    api(() =>
      json(
        {
          error: 'date_unavailable',
          detail: 'There are not enough places left on these dates.',
          fields: { startDate: 'full' },
          reason: 'full',
          nearestDates: ['2031-05-08', '2031-05-15'],
        },
        { status: 409 },
      ),
    )
    const dialog = await openForm()
    const user = userEvent.setup()
    await fillValid(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }))
    const notice = await within(dialog).findByTestId('date-unavailable')
    expect(notice).toHaveTextContent('not enough places left')
    expect(within(dialog).getByLabelText(/Full name/)).not.toHaveValue('')
    await user.click(within(notice).getByRole('button', { name: /Start on .*8/ }))
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue('2031-05-08')
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
    // The first field to fix has the focus.
    expect(within(dialog).getByLabelText(/Full name/)).toHaveFocus()
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
    // The request holds no places (the server's hold limits): the traveller is not told it does.
    expect(within(success).getByTestId('success-hold')).toHaveTextContent('The places are not held for you yet')
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
    // The first of them on screen takes the focus, once the fields are enabled again.
    await waitFor(() => expect(within(dialog).getByLabelText('Number of people')).toHaveFocus())
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
