import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiError, json, mockFetch, renderRoute } from '@/test/utils'
import { PACKAGE, VALID } from '../lib/test-application'

/** Fills every field (text by change events: typing hundreds of characters only slows the suite). */
async function fill(user: ReturnType<typeof userEvent.setup>) {
  const set = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
  await screen.findByLabelText(/Surf camp name/)
  set(/Surf camp name/, VALID.surfCampName)
  await user.selectOptions(screen.getByLabelText(/^Location/), 'imsouane')
  await user.selectOptions(screen.getByLabelText(/Camp type/), 'yoga-surf')
  set(/Website/, 'atlaswave.ma')
  set(/Instagram handle/, '@atlaswave')
  set(/Contact name/, VALID.contactName)
  set(/^Email/, VALID.email)
  set(/WhatsApp number/, VALID.whatsappNumber)
  set(/Languages spoken/, 'Arabic, French')
  await user.type(screen.getByLabelText(/Tell us about your camp/), VALID.message)
  set(/Package title/, PACKAGE.title)
  set(/Price per person/, PACKAGE.price)
  set(/^Days/, PACKAGE.durationDays)
  set(/What’s included/, PACKAGE.inclusions)
}

describe('/partner-signup', () => {
  it('offers every location and camp type of the spec', async () => {
    mockFetch()
    renderRoute('/partner-signup')
    const location = await screen.findByLabelText(/^Location/)
    expect([...location.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select a location',
      'Taghazout',
      'Tamraght',
      'Imsouane',
      'Agadir',
    ])
    const type = screen.getByLabelText(/Camp type/)
    expect([...type.querySelectorAll('option')].map((o) => (o as HTMLOptionElement).value)).toEqual([
      '',
      'beginner',
      'yoga-surf',
      'luxury',
      'hostel',
      'family',
      'digital-nomad',
    ])
    expect(screen.getByRole('option', { name: 'Beginner Focused' })).toBeInTheDocument()
  })

  it('names the missing required fields without calling the server', async () => {
    const fetch = mockFetch()
    renderRoute('/partner-signup')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Submit application' }))
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument()
    // The seven fields of the spec, and the first package's title, price and inclusions (its days default to 7).
    expect(screen.getAllByText('This field is required')).toHaveLength(10)
    expect(fetch.mock.calls.some(([r]) => String((r as Request).url).includes('partner-signup'))).toBe(false)
  })

  it('sends the application and shows the Thank You screen', async () => {
    let sent: Record<string, unknown> = {}
    mockFetch({
      'POST /api/partner-signup': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return json({ message: 'Thank you!', contactWithinHours: 24 }, { status: 201 })
      },
    })
    renderRoute('/partner-signup?plan=pro-yearly')
    expect(await screen.findByText('Chosen plan: Pro Partner Yearly')).toBeInTheDocument()
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument()
    expect(screen.getByText(/We received your application for Atlas Wave House/)).toHaveTextContent('within 24 hours')
    expect(sent).toMatchObject({
      surfCampName: 'Atlas Wave House',
      contactName: 'Youssef Amrani',
      email: 'youssef@atlaswave.ma',
      whatsappNumber: '+212 612 345 678',
      instagramHandle: '@atlaswave',
      website: 'atlaswave.ma',
      location: 'imsouane',
      campType: 'yoga-surf',
      languagesSpoken: 'Arabic, French',
      message: 'Eight rooms facing the bay.',
      packages: [
        { title: 'Surf & Yoga Week', price: '549', durationDays: 7, inclusions: ['7 nights', 'Daily lessons'] },
      ],
      plan: 'pro-yearly',
      language: 'en',
    })
  })

  it('adds and removes packages, and shows the server’s error on the package field it names', async () => {
    let sent: Record<string, unknown> = {}
    mockFetch({
      'POST /api/partner-signup': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return apiError(422, 'validation_error', 'Some fields are invalid.', {
          fields: { 'packages.1.price': 'too_large' },
        })
      },
    })
    renderRoute('/partner-signup')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add another package' }))
    const second = screen.getByRole('group', { name: 'Package 2' })
    const inSecond = (label: RegExp) => within(second).getByLabelText(label)
    fireEvent.change(inSecond(/Package title/), { target: { value: 'Long Stay' } })
    fireEvent.change(inSecond(/Price per person/), { target: { value: '99999' } })
    fireEvent.change(inSecond(/^Days/), { target: { value: '30' } })
    fireEvent.change(inSecond(/What’s included/), { target: { value: 'Everything' } })
    await user.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(await within(second).findByText('The value is too large')).toBeInTheDocument()
    expect((sent.packages as unknown[]).length).toBe(2)
    expect(inSecond(/Package title/)).toHaveValue('Long Stay')
    await user.click(screen.getByRole('button', { name: 'Remove package 1' }))
    expect(screen.queryByRole('group', { name: 'Package 2' })).toBeNull()
    expect(screen.getByLabelText(/Package title/)).toHaveValue('Long Stay')
  })

  it('asks about a price far below the others and sends the application once the applicant confirms it', async () => {
    const sent: Record<string, unknown>[] = []
    mockFetch({
      'POST /api/partner-signup': async (request) => {
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body)
        return body.confirmLowPrice
          ? json({ message: 'Thank you!', contactWithinHours: 24 }, { status: 201 })
          : apiError(422, 'validation_error', 'This price is far below the camp’s other packages.', {
              fields: { 'packages.0.price': 'price_needs_confirmation' },
            })
      },
    })
    renderRoute('/partner-signup')
    const user = userEvent.setup()
    await fill(user)
    fireEvent.change(screen.getByLabelText(/Price per person/), { target: { value: '5.49' } })
    await user.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(await screen.findByText('€5.49 for 7 days — is this right?')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Yes, these prices are right' }))
    await user.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument()
    expect(sent.map((body) => body.confirmLowPrice)).toEqual([false, true])
  })

  it('is written in the language the applicant picks, the interface language unless they pick another', async () => {
    let sent: Record<string, unknown> = {}
    mockFetch({
      'POST /api/partner-signup': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return json({ message: 'Merci !', contactWithinHours: 24 }, { status: 201 })
      },
    })
    renderRoute('/partner-signup')
    const user = userEvent.setup()
    await fill(user)
    const language = screen.getByLabelText('Language of your application')
    expect(language).toHaveValue('en')
    await user.selectOptions(language, 'fr')
    expect(screen.getByLabelText(/Tell us about your camp/)).toHaveAttribute('lang', 'fr')
    await user.click(screen.getByRole('button', { name: 'Submit application' }))
    await waitFor(() => expect(sent).toMatchObject({ language: 'fr', message: 'Eight rooms facing the bay.' }))
  })

  it('keeps the form and its data on a network failure (no thank-you)', async () => {
    mockFetch({
      'POST /api/partner-signup': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    renderRoute('/partner-signup')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(
      await screen.findByText(/We could not reach our server, so your application was not sent/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).toBeNull()
    expect(screen.getByLabelText(/Surf camp name/)).toHaveValue('Atlas Wave House')
    expect(screen.getByLabelText(/Tell us about your camp/)).toHaveValue('Eight rooms facing the bay.')
  })

  it('shows the server’s field errors next to the fields', async () => {
    mockFetch({
      'POST /api/partner-signup': () =>
        apiError(422, 'validation_error', 'Some fields are invalid.', {
          fields: { whatsappNumber: 'invalid_phone', instagramHandle: 'invalid_instagram' },
        }),
    })
    renderRoute('/partner-signup')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(
      await screen.findByText('Your application could not be sent. Please check the highlighted fields.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid phone number with its country code')).toBeInTheDocument()
    expect(screen.getByText('Please enter an Instagram handle such as @yourcamp')).toBeInTheDocument()
    expect(screen.getByLabelText(/Contact name/)).toHaveValue('Youssef Amrani')
  })

  it('says which field holds a control character the server refused', async () => {
    mockFetch({
      'POST /api/partner-signup': () =>
        apiError(422, 'validation_error', 'Some fields are invalid.', {
          fields: { surfCampName: 'invalid_characters' },
        }),
    })
    renderRoute('/partner-signup')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(await screen.findByText('Please remove line breaks and other control characters')).toBeInTheDocument()
    expect(screen.getByLabelText(/Contact name/)).toHaveValue('Youssef Amrani')
  })

  it('says when there were too many applications', async () => {
    mockFetch({
      'POST /api/partner-signup': () =>
        apiError(429, 'rate_limited', 'Too many', { headers: { 'Retry-After': '120' } }),
    })
    renderRoute('/register-camp')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Submit application' }))
    await waitFor(() => expect(screen.getByText('Too many attempts, try again in 120 seconds.')).toBeInTheDocument())
  })
})
