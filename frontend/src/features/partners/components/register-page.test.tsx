import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { session } from '@/lib/auth/session'
import { apiError, json, mockFetch, renderRoute } from '@/test/utils'

beforeEach(() => session.forget())

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    fullName: 'Amina Surf',
    email: 'amina@camp.test',
    password: 'a-long-enough-passphrase',
    campName: 'Amina Surf House',
    ...overrides,
  }
  await user.type(await screen.findByLabelText(/Full name/), values.fullName)
  await user.type(screen.getByLabelText(/^Email/), values.email)
  await user.type(screen.getByLabelText(/^Password/), values.password)
  await user.type(screen.getByLabelText(/Camp name/), values.campName)
  await user.selectOptions(screen.getByLabelText(/Location/), 'tamraght')
  await user.type(screen.getByLabelText(/Website/), 'https://amina.example')
}

/** The server accepts every registration; `body` is the last one sent. */
function acceptRegistration() {
  const sent: { body: Record<string, unknown> } = { body: {} }
  mockFetch({
    'POST /api/v1/auth/register': async (request) => {
      sent.body = (await request.json()) as Record<string, unknown>
      return json({ message: 'ok' }, { status: 201 })
    },
  })
  return sent
}

describe('camp owner registration', () => {
  it('has the fields of the spec with the password hint', async () => {
    mockFetch()
    renderRoute('/camp-owner/register')
    expect(await screen.findByLabelText(/Full name/)).toBeRequired()
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 12 characters. Long passphrases are great.',
    )
    expect(screen.getByRole('option', { name: 'Imsouane' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Agadir' })).toBeInTheDocument()
    expect(screen.getByLabelText(/Phone/)).not.toBeRequired()
  })

  it('asks for the required fields without calling the server', async () => {
    const fetch = mockFetch()
    renderRoute('/camp-owner/register')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/Full name/), 'Amina')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument()
    expect(fetch.mock.calls.some(([request]) => String((request as Request).url).includes('/auth/register'))).toBe(
      false,
    )
  })

  it('checks e-mail, phone and website as the partner application does, and the password length, before sending', async () => {
    const fetch = mockFetch()
    renderRoute('/camp-owner/register')
    const user = userEvent.setup()
    await fill(user, { email: 'amina@camp', password: 'too-short' })
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), 'call me')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('The password must be at least 12 characters long')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'Please enter a valid phone number with its country code',
    )
    // Said under the fields only, and nothing typed is lost.
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Amina Surf')
    expect(fetch.mock.calls.some(([request]) => String((request as Request).url).includes('/auth/register'))).toBe(
      false,
    )
  })

  it('sends the form and tells the user to confirm the e-mail and wait for approval', async () => {
    const sent = acceptRegistration()
    renderRoute('/camp-owner/register')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('heading', { name: 'Registration successful!' })).toBeInTheDocument()
    expect(screen.getByText(/We sent a confirmation link to amina@camp.test/)).toHaveTextContent(/approves your camp/)
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/camp-owner/login')
    expect(sent.body).toMatchObject({
      fullName: 'Amina Surf',
      email: 'amina@camp.test',
      campName: 'Amina Surf House',
      location: 'tamraght',
      website: 'https://amina.example',
      phone: null,
      language: 'en',
    })
  })

  it('records the language the owner picks (their e-mails and their camp are in it)', async () => {
    const sent = acceptRegistration()
    renderRoute('/camp-owner/register')
    const user = userEvent.setup()
    await fill(user)
    await user.selectOptions(screen.getByLabelText('Your language'), 'fr')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(sent.body).toMatchObject({ language: 'fr', campName: 'Amina Surf House' }))
  })

  it('starts in the language of the page', async () => {
    mockFetch()
    renderRoute('/de/camp-owner/register')
    expect(await screen.findByLabelText('Ihre Sprache')).toHaveValue('de')
  })

  it('says the e-mail is taken and keeps the data', async () => {
    mockFetch({ 'POST /api/v1/auth/register': () => apiError(409, 'email_taken', 'taken') })
    renderRoute('/camp-owner/register')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    // Said once, under the e-mail field.
    expect(await screen.findByText('This email is already registered. Please sign in instead.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/already registered/)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Amina Surf')
    expect(screen.getByLabelText(/Camp name/)).toHaveValue('Amina Surf House')
    expect(screen.getByLabelText(/Location/)).toHaveValue('tamraght')
  })

  it.each([
    ['password_too_short', 'The password must be at least 12 characters long'],
    ['password_too_long', 'The password is too long'],
    ['password_too_common', 'This password is too common. Please choose a less predictable one.'],
  ])('translates %s under the password field', async (code, text) => {
    mockFetch({
      'POST /api/v1/auth/register': () => apiError(422, 'validation_error', 'invalid', { fields: { password: code } }),
    })
    renderRoute('/camp-owner/register')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true')
    // The field says what to fix; no banner calls it a failed registration.
    expect(screen.queryByText('Registration failed. Please try again.')).toBeNull()
  })

  it('keeps the general message for a field the form does not show', async () => {
    mockFetch({
      'POST /api/v1/auth/register': () =>
        apiError(422, 'validation_error', 'invalid', { fields: { body: 'invalid_json' } }),
    })
    renderRoute('/camp-owner/register')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument()
  })

  it('says an unexpected error occurred on a server error, keeping the data', async () => {
    mockFetch({ 'POST /api/v1/auth/register': () => apiError(500, 'internal_error', 'boom') })
    renderRoute('/camp-owner/register')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email/)).toHaveValue('amina@camp.test')
  })

  it("falls back to 'Registration failed. Please try again.'", async () => {
    mockFetch({ 'POST /api/v1/auth/register': () => json({ error: 'weird', detail: '' }, { status: 400 }) })
    renderRoute('/camp-owner/register')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument()
  })
})
