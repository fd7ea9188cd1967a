import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { session } from '@/lib/auth/session'
import { apiError, json, makeUser, mockFetch, renderRoute, tokens } from '@/test/utils'

beforeEach(() => session.forget())
afterEach(() => session.forget())

async function submit(email = 'admin@surfcamp.local', password = 'DemoAdmin2024!') {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('admin login', () => {
  it('says admin access only and links to forgot password', async () => {
    mockFetch()
    renderRoute('/admin/login')
    expect(await screen.findByText('Admin access only. Accounts are issued by an administrator.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?area=admin',
    )
  })

  it('welcomes an admin with toasts and opens the dashboard', async () => {
    mockFetch({ 'POST /api/v1/auth/login': () => json(tokens(makeUser({ role: 'super_admin', isActive: true }))) })
    const { router } = renderRoute('/admin/login')
    await submit()
    expect(await screen.findByText('Login Successful')).toBeInTheDocument()
    expect(screen.getByText('Welcome to the admin panel')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'))
  })

  it('shows a Login Failed toast and an alert with the message', async () => {
    mockFetch({ 'POST /api/v1/auth/login': () => apiError(401, 'invalid_credentials', 'Invalid email or password') })
    renderRoute('/admin/login')
    await submit()
    expect(await screen.findByText('Login Failed')).toBeInTheDocument()
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.some((a) => a.textContent?.includes('Invalid email or password'))).toBe(true)
  })

  it("falls back to 'Failed to sign in'", async () => {
    mockFetch({ 'POST /api/v1/auth/login': () => json({ error: 'odd', detail: '' }, { status: 400 }) })
    renderRoute('/admin/login')
    await submit()
    expect((await screen.findAllByText('Failed to sign in')).length).toBeGreaterThan(0)
  })

  it('rejects and signs out a user without an active admin profile', async () => {
    const logout = vi.fn(() => new Response(null, { status: 204 }))
    mockFetch({
      'POST /api/v1/auth/login': () => json(tokens(makeUser({ role: 'camp_owner', isActive: true }))),
      'POST /api/v1/auth/logout': logout,
    })
    const { router } = renderRoute('/admin/login')
    await submit()
    expect(await screen.findByText('Login Failed')).toBeInTheDocument()
    expect(logout).toHaveBeenCalled()
    expect(session.getState().status).toBe('signedOut')
    expect(router.state.location.pathname).toBe('/admin/login')
  })
})
