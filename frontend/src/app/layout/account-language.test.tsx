import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import { session } from '@/lib/auth/session'
import {
  apiError,
  json,
  loadOwnerDashboard,
  makeUser,
  mockFetch,
  renderRoute,
  tokens,
  type Handler,
} from '@/test/utils'

const REMEMBERED = 'sc.language'
let saved: string[] = []

beforeEach(() => {
  saved = []
})

beforeEach(() => session.forget())
afterEach(() => session.forget())

/** A signed-in person (restored from the refresh cookie) whose account speaks `language`. */
async function signedIn(user: ReturnType<typeof makeUser>, handlers: Record<string, Handler> = {}) {
  const fetchMock = mockFetch({
    'POST /api/v1/auth/refresh': () => json(tokens(user)),
    'PATCH /api/v1/auth/me': async (request) => {
      const body = (await request.json()) as { language: 'en' | 'fr' | 'de' }
      saved.push(body.language)
      return json({ ...user, language: body.language })
    },
    ...handlers,
  })
  await session.refresh()
  return fetchMock
}

const admin = (language: 'en' | 'fr' | 'de') =>
  makeUser({ role: 'super_admin', isActive: true }, { fullName: 'Sara Admin', language })

function navigation() {
  return screen.getByRole('navigation', { name: /Administration|Verwaltung|Admin panel/ })
}

describe('the back office language', () => {
  it('is the account’s, whatever the public site remembers', async () => {
    window.localStorage.setItem(REMEMBERED, 'fr')
    await signedIn(admin('de'))
    renderRoute('/admin/dashboard')
    expect(await screen.findByRole('link', { name: 'Buchungen' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('de')
    expect(window.localStorage.getItem(REMEMBERED)).toBe('fr')
  })

  it('switches at once, is stored in the account, and leaves the site’s choice alone', async () => {
    window.localStorage.setItem(REMEMBERED, 'fr')
    await signedIn(admin('de'))
    const { router } = renderRoute('/admin/dashboard')
    await screen.findByRole('link', { name: 'Buchungen' })
    const user = userEvent.setup()
    const switcher = screen.getByRole('group', { name: 'Sprache Ihres Kontos' })
    expect(within(switcher).getByRole('button', { name: 'DE' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(switcher).getByRole('button', { name: 'EN' }))

    expect(await within(navigation()).findByRole('link', { name: 'Bookings' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Language of your account' })).toBeInTheDocument()
    await waitFor(() => expect(saved).toEqual(['en']))
    expect(window.localStorage.getItem(REMEMBERED)).toBe('fr')

    // Leaving the back office for the site: a public page speaks its URL's language, not the account's.
    await router.navigate('/fr/contact')
    await waitFor(() => expect(i18n.language).toBe('fr'))
    await router.navigate('/contact')
    await waitFor(() => expect(i18n.language).toBe('en'))
  })

  it('is keyboard usable', async () => {
    await signedIn(admin('en'))
    renderRoute('/admin/dashboard')
    const switcher = await screen.findByRole('group', { name: 'Language of your account' })
    const user = userEvent.setup()
    within(switcher).getByRole('button', { name: 'EN' }).focus()
    await user.tab()
    expect(within(switcher).getByRole('button', { name: 'FR' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await within(navigation()).findByRole('link', { name: 'Réservations' })).toBeInTheDocument()
  })

  it('goes back and says so when the account cannot store it', async () => {
    await signedIn(admin('de'), { 'PATCH /api/v1/auth/me': () => apiError(500, 'internal_error') })
    renderRoute('/admin/dashboard')
    const switcher = await screen.findByRole('group', { name: 'Sprache Ihres Kontos' })
    await userEvent.setup().click(within(switcher).getByRole('button', { name: 'FR' }))
    expect(
      await screen.findByText('Ihre Sprache konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument()
    expect(within(navigation()).getByRole('link', { name: 'Buchungen' })).toBeInTheDocument()
    expect(within(switcher).getByRole('button', { name: 'DE' })).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('the owner dashboard language', () => {
  beforeAll(loadOwnerDashboard, 60_000)

  it('is the owner’s account language, with its own switch', async () => {
    window.localStorage.setItem(REMEMBERED, 'de')
    const owner = makeUser({ role: 'camp_owner', isActive: false }, { fullName: 'Omar', language: 'fr' })
    await signedIn(owner)
    renderRoute('/camp-owner')
    expect(await screen.findByText('En attente de validation')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'EN' }))
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument()
    expect(window.localStorage.getItem(REMEMBERED)).toBe('de')
  })
})
