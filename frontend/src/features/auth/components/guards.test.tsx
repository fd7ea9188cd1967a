import { screen, waitFor } from '@testing-library/react'
import { activeAdminRole, isCampOwner } from '@/lib/auth/roles'
import { json, makeUser, loadOwnerDashboard, mockFetch, renderRoute } from '@/test/utils'

type User = ReturnType<typeof makeUser>
const current = vi.hoisted(() => ({ status: 'loading' as 'loading' | 'signedOut' | 'signedIn', user: null as unknown }))

vi.mock('@/lib/auth/use-session', () => ({
  useSession: () => {
    const user = current.user as User | null
    return { status: current.status, user, adminRole: activeAdminRole(user), isOwner: isCampOwner(user) }
  },
}))

function signedIn(user: User) {
  current.status = 'signedIn'
  current.user = user
}
function signedOut() {
  current.status = 'signedOut'
  current.user = null
}

// The dashboard's route modules, before the first test (this file has a module graph of its own).
beforeAll(loadOwnerDashboard, 60_000)

beforeEach(() => {
  mockFetch()
  current.status = 'loading'
  current.user = null
})

const superAdmin = makeUser({ role: 'super_admin', isActive: true }, { fullName: 'Sara Admin' })
const campAdmin = makeUser({ role: 'camp_admin', isActive: true })
const activeOwner = makeUser({ role: 'camp_owner', isActive: true }, { fullName: 'Omar Owner' })
const waitingOwner = makeUser({ role: 'camp_owner', isActive: false }, { email: 'new@camp.test' })

const ADMIN_PATHS = [
  '/admin',
  '/admin/dashboard',
  '/admin/bookings',
  '/admin/camps',
  '/admin/packages',
  '/admin/analytics',
  '/admin/content',
  '/admin/users',
  '/admin/submissions',
]

describe('route guards', () => {
  it('shows a spinner while the session loads', async () => {
    renderRoute('/admin/dashboard')
    expect(await screen.findByTestId('page-spinner')).toBeInTheDocument()
    expect(screen.getByText('Checking your session…')).toBeInTheDocument()
  })

  it('shows a spinner on the owner dashboard while the session loads', async () => {
    renderRoute('/camp-owner')
    expect(await screen.findByTestId('page-spinner')).toBeInTheDocument()
  })

  it.each(ADMIN_PATHS)('redirects an anonymous visitor from %s to /admin/login (replace)', async (path) => {
    signedOut()
    const { router } = renderRoute(path)
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument()
  })

  it('redirects an anonymous visitor from /camp-owner to /camp-owner/login', async () => {
    signedOut()
    const { router } = renderRoute('/camp-owner')
    await waitFor(() => expect(router.state.location.pathname).toBe('/camp-owner/login'))
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('sends a camp owner away from the admin area', async () => {
    signedIn(activeOwner)
    const { router } = renderRoute('/admin/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
  })

  it('sends an admin who is not an owner from /camp-owner to /camp-owner/login', async () => {
    signedIn(superAdmin)
    const { router } = renderRoute('/camp-owner')
    await waitFor(() => expect(router.state.location.pathname).toBe('/camp-owner/login'))
  })

  it('treats an inactive admin profile as no admin', async () => {
    signedIn(makeUser({ role: 'super_admin', isActive: false }))
    const { router } = renderRoute('/admin/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
  })

  it('shows the dashboard to a super admin, with the users link', async () => {
    signedIn(superAdmin)
    renderRoute('/admin/dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getAllByText('Super Admin').length).toBeGreaterThan(0)
    expect(document.querySelector('main a[href="/admin/users"]')).toHaveTextContent('Roles and camp owner approvals')
    for (const href of [
      '/admin/bookings',
      '/admin/camps',
      '/admin/packages',
      '/admin/analytics',
      '/admin/content',
      '/admin/submissions',
    ]) {
      expect(document.querySelector(`main a[href="${href}"]`)).not.toBeNull()
    }
  })

  it('hides the users link from a camp admin', async () => {
    signedIn(campAdmin)
    renderRoute('/admin/dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getAllByText('Camp Admin').length).toBeGreaterThan(0)
    expect(document.querySelector('a[href="/admin/users"]')).toBeNull()
  })

  it('shows a forbidden page (not a logout) to a camp admin on /admin/users', async () => {
    signedIn(campAdmin)
    const { router } = renderRoute('/admin/users')
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/users')
    expect(screen.getByRole('button', { name: /Sign out/ })).toBeInTheDocument()
  })

  it('lets a super admin open /admin/users', async () => {
    signedIn(superAdmin)
    renderRoute('/admin/users')
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument()
    expect(screen.queryByTestId('forbidden')).toBeNull()
  })

  it('shows the waiting-for-approval state to an inactive owner', async () => {
    signedIn(waitingOwner)
    renderRoute('/camp-owner')
    expect(await screen.findByTestId('waiting-for-approval')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Waiting for approval' })).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it('shows the dashboard shell to an approved owner', async () => {
    mockFetch({
      'GET /api/v1/owner/camp': () =>
        json({
          id: 1,
          name: 'Omar Surf House',
          slug: 'omar',
          description: null,
          shortDescription: null,
          location: 'Taghazout, Morocco',
          locationKey: 'taghazout',
          address: null,
          phone: null,
          email: null,
          website: null,
          imageUrl: null,
          amenities: [],
          mapsUrl: null,
          status: 'active',
          featured: false,
          updatedAt: '2026-01-01T00:00:00Z',
        }),
      'GET /api/v1/owner/stats': () =>
        json({
          activePackages: 0,
          totalBookings: 0,
          pendingBookings: 0,
          confirmedBookings: 0,
          revenue: '0.00',
          currency: 'EUR',
        }),
    })
    signedIn(activeOwner)
    renderRoute('/camp-owner')
    expect(await screen.findByRole('heading', { name: 'Camp dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Packages' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Bookings' })).toBeInTheDocument()
  })

  it('sends a signed-in owner from /camp-owner/login to /camp-owner', async () => {
    signedIn(waitingOwner)
    const { router } = renderRoute('/camp-owner/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/camp-owner'))
  })

  it('sends a signed-in active admin from /admin/login to /admin/dashboard', async () => {
    signedIn(campAdmin)
    const { router } = renderRoute('/admin/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'))
  })

  it('shows the admin login to a signed-in owner', async () => {
    signedIn(activeOwner)
    renderRoute('/admin/login')
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument()
  })
})
