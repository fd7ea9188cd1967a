import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { session } from '@/lib/auth/session'
import { apiError, json, makeUser, mockFetch, renderRoute, tokens } from '@/test/utils'

beforeEach(() => session.forget())
afterEach(() => session.forget())

async function fillAndSubmit(email = 'owner@surfcamp.test', password = 'DemoOwner2024!') {
  const user = userEvent.setup()
  if (email) await user.type(await screen.findByLabelText('Email'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

describe('camp owner login', () => {
  it('asks for both fields without calling the server', async () => {
    const fetch = mockFetch()
    renderRoute('/camp-owner/login')
    await fillAndSubmit('owner@surfcamp.test', '')
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument()
    expect(fetch.mock.calls.some(([request]) => String((request as Request).url).includes('/auth/login'))).toBe(false)
  })

  it('has the links the spec asks for', async () => {
    mockFetch()
    renderRoute('/camp-owner/login')
    expect(await screen.findByRole('link', { name: 'Register your camp' })).toHaveAttribute(
      'href',
      '/camp-owner/register',
    )
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?area=owner',
    )
  })

  it('toggles password visibility', async () => {
    mockFetch()
    renderRoute('/camp-owner/login')
    const user = userEvent.setup()
    const password = await screen.findByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('says "Invalid email or password" on invalid_credentials', async () => {
    mockFetch({ 'POST /api/v1/auth/login': () => apiError(401, 'invalid_credentials', 'Invalid email or password') })
    renderRoute('/camp-owner/login')
    await fillAndSubmit()
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
    // What was typed stays, to correct one letter.
    expect(screen.getByLabelText('Email')).toHaveValue('owner@surfcamp.test')
    expect(screen.getByLabelText('Password')).toHaveValue('DemoOwner2024!')
  })

  it('asks to verify the e-mail and can resend the confirmation', async () => {
    const resend = vi.fn(() => json({ message: 'sent' }, { status: 202 }))
    mockFetch({
      'POST /api/v1/auth/login': () => apiError(403, 'email_not_verified', 'Email not verified'),
      'POST /api/v1/auth/resend-confirmation': resend,
    })
    renderRoute('/camp-owner/login')
    const user = await fillAndSubmit()
    expect(await screen.findByText('Please verify your email address before logging in')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }))
    expect(await screen.findByText(/we have sent a new link/)).toBeInTheDocument()
    expect(resend).toHaveBeenCalledTimes(1)
  })

  it('shows the rate limit with the Retry-After seconds', async () => {
    mockFetch({
      'POST /api/v1/auth/login': () => apiError(429, 'rate_limited', 'Too many', { headers: { 'Retry-After': '37' } }),
    })
    renderRoute('/camp-owner/login')
    await fillAndSubmit()
    expect(await screen.findByText('Too many attempts, try again in 37 seconds.')).toBeInTheDocument()
  })

  it('says "An unexpected error occurred" on a server error', async () => {
    mockFetch({ 'POST /api/v1/auth/login': () => apiError(500, 'internal_error', 'boom') })
    renderRoute('/camp-owner/login')
    await fillAndSubmit()
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument()
  })

  it('says "An unexpected error occurred" when the network fails', async () => {
    mockFetch({
      'POST /api/v1/auth/login': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    renderRoute('/camp-owner/login')
    await fillAndSubmit()
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument()
  })

  it("shows the server's message for other errors, else 'Login failed'", async () => {
    mockFetch({ 'POST /api/v1/auth/login': () => json({ error: 'account_locked', detail: '' }, { status: 400 }) })
    renderRoute('/camp-owner/login')
    await fillAndSubmit()
    expect(await screen.findByText('Login failed')).toBeInTheDocument()
  })

  it('signs in and goes to the dashboard', async () => {
    const owner = makeUser({ role: 'camp_owner', isActive: false })
    mockFetch({ 'POST /api/v1/auth/login': () => json(tokens(owner)) })
    const { router } = renderRoute('/camp-owner/login')
    await fillAndSubmit()
    expect(await screen.findByText('Login successful! Redirecting to dashboard...')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/camp-owner'))
    expect(await screen.findByRole('heading', { name: 'Waiting for approval' })).toBeInTheDocument()
  })

  it('refuses an account that is not a camp owner and signs it out', async () => {
    const logout = vi.fn(() => new Response(null, { status: 204 }))
    mockFetch({
      'POST /api/v1/auth/login': () => json(tokens(makeUser({ role: 'camp_admin', isActive: true }))),
      'POST /api/v1/auth/logout': logout,
    })
    renderRoute('/camp-owner/login')
    await fillAndSubmit()
    expect(await screen.findByText(/This account is not a camp owner account/)).toBeInTheDocument()
    expect(logout).toHaveBeenCalled()
    expect(session.getState().status).toBe('signedOut')
  })
})
