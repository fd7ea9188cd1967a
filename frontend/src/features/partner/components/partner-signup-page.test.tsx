import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiError, json, mockFetch, renderRoute } from '@/test/utils'
import { validateApplication, type ApplicationForm } from './partner-signup-page'
import { priceOf, validatePackages } from './application-packages'

const PACKAGE = { title: 'Surf & Yoga Week', price: '549', durationDays: '7', inclusions: '7 nights\n\nDaily lessons ' }
const VALID: ApplicationForm = {
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

describe('partner application rules', () => {
  it('requires the spec’s seven fields and nothing else', () => {
    const texts = Object.fromEntries(Object.keys(VALID).map((k) => [k, '']))
    const empty = { ...texts, packages: [], language: null } as unknown as ApplicationForm
    expect(validateApplication(empty)).toEqual({
      surfCampName: 'required',
      contactName: 'required',
      email: 'required',
      whatsappNumber: 'required',
      location: 'required',
      campType: 'required',
      message: 'required',
    })
    expect(validateApplication(VALID)).toEqual({})
  })

  it('asks each package for a title, a price above zero, 1 to 60 days and at least one inclusion', () => {
    expect(validatePackages(VALID.packages, 'en')).toEqual({})
    const blank = { title: ' ', price: '', durationDays: '', inclusions: ' \n ' }
    const odd = { title: 'Week', price: '0', durationDays: '61', inclusions: 'Lessons' }
    const words = { title: 'Week', price: 'cheap', durationDays: '2.5', inclusions: 'Lessons' }
    expect(validatePackages([blank, odd, words, { ...odd, price: '450,50', durationDays: '0' }], 'fr')).toEqual({
      '0.title': 'required',
      '0.price': 'required',
      '0.durationDays': 'required',
      '0.inclusions': 'required',
      '1.price': 'too_small',
      '1.durationDays': 'too_large',
      '2.price': 'invalid_number',
      '2.durationDays': 'invalid_number',
      '3.durationDays': 'too_small',
    })
  })

  it('reads a price as the interface language writes it: "1.200" is 1,200 € in German, and no price in English', () => {
    const week = { title: 'Week', price: '1.200', durationDays: '7', inclusions: 'Lessons' }
    expect(validatePackages([week], 'de')).toEqual({})
    expect(priceOf(week, 'de')).toBe('1200')
    expect(priceOf({ ...week, price: '1 200,50' }, 'fr')).toBe('1200.50')
    expect(validatePackages([week], 'en')).toEqual({ '0.price': 'invalid_number' })
  })

  it('checks the e-mail, phone and website formats', () => {
    expect(validateApplication({ ...VALID, email: 'nope', whatsappNumber: 'call me', website: 'not a site' })).toEqual({
      email: 'invalid_email',
      whatsappNumber: 'invalid_phone',
      website: 'invalid_url',
    })
    expect(validateApplication({ ...VALID, website: 'https://atlaswave.ma/rooms' })).toEqual({})
  })
})

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
