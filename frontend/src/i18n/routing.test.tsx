import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import { session } from '@/lib/auth/session'
import { json, mockFetch, renderRoute } from '@/test/utils'
import { languageFromPath, languageOfPath, localizePath, stripLanguage } from './routing'

// Whether a server-rendered page is still hydrating, and the pages loaded from the server meanwhile.
const startup = vi.hoisted(() => ({ hydrating: false, loaded: [] as string[] }))
vi.mock('@/lib/ssr/prerendered', async (original) => ({
  ...(await original<typeof import('@/lib/ssr/prerendered')>()),
  pageHydrated: () => !startup.hydrating,
  loadFromServer: (url: string) => startup.loaded.push(url),
}))

describe('language URLs', () => {
  it('reads and strips the prefix', () => {
    expect(languageFromPath('/fr/about')).toBe('fr')
    expect(languageFromPath('/de')).toBe('de')
    expect(languageFromPath('/about')).toBeNull()
    expect(languageFromPath('/france')).toBeNull()
    expect(stripLanguage('/de/blog/x')).toBe('/blog/x')
    expect(stripLanguage('/fr')).toBe('/')
  })

  it('prefixes public paths only', () => {
    expect(localizePath('/about', 'fr')).toBe('/fr/about')
    expect(localizePath('/', 'de')).toBe('/de')
    expect(localizePath('/camp-owner/login', 'de')).toBe('/de/camp-owner/login')
    expect(localizePath('/camp-owner', 'fr')).toBe('/camp-owner')
    expect(localizePath('/admin/dashboard', 'fr')).toBe('/admin/dashboard')
    expect(localizePath('/about', 'en')).toBe('/about')
    expect(localizePath('/about', null)).toBe('/about')
  })

  it('gives every public URL one language: its prefix, else English; none in the back office', () => {
    expect(languageOfPath('/fr/surf-camps')).toBe('fr')
    expect(languageOfPath('/de')).toBe('de')
    expect(languageOfPath('/surf-camps')).toBe('en')
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/camp-owner/login')).toBe('en')
    expect(languageOfPath('/admin/bookings')).toBeNull()
    expect(languageOfPath('/camp-owner')).toBeNull()
  })
})

describe('language selector', () => {
  beforeEach(() => {
    mockFetch()
    session.forget()
  })

  it('on a prefixed URL switches the prefix and the language', async () => {
    const { router } = renderRoute('/fr/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'À propos de nous' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('fr')
    const user = userEvent.setup()
    // A link to the page's German address: it works before the script has arrived, and without one.
    expect(screen.getAllByRole('link', { name: 'DE' })[0]).toHaveAttribute('href', '/de/about')
    expect(screen.getAllByRole('link', { name: 'FR' })[0]).toHaveAttribute('aria-current', 'true')
    await user.click(screen.getAllByRole('link', { name: 'DE' })[0]!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/about'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument()
    expect(window.localStorage.getItem('sc.language')).toBe('de')
  })

  it('on an unprefixed URL goes to the language’s URL with the same query and hash', async () => {
    mockFetch({ 'GET /api/v1/camps': () => json({ items: [], total: 0, page: 1, pageSize: 12 }) })
    const { router } = renderRoute('/surf-camps?location=imsouane&budget=300-400#results')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Morocco Surf Camp Search Results' }),
    ).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getAllByRole('link', { name: 'FR' })[0]!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/surf-camps'))
    expect(router.state.location.search).toBe('?location=imsouane&budget=300-400')
    expect(router.state.location.hash).toBe('#results')
    expect(await screen.findByRole('combobox', { name: 'Lieu' })).toHaveValue('imsouane')
    expect(document.documentElement.lang).toBe('fr')
    // And back: English is the unprefixed URL.
    await user.click(screen.getAllByRole('link', { name: 'EN' })[0]!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/surf-camps'))
    expect(router.state.location.search).toBe('?location=imsouane&budget=300-400')
  })

  it('loads the language’s URL from the server while the page still hydrates (no update reaches its HTML)', async () => {
    const { router } = renderRoute('/fr/about?x=1#team')
    expect(await screen.findByRole('heading', { level: 1, name: 'À propos de nous' })).toBeInTheDocument()
    startup.hydrating = true
    try {
      await userEvent.setup().click(screen.getAllByRole('link', { name: 'DE' })[0]!)
      expect(startup.loaded).toEqual(['/de/about?x=1#team'])
      expect(router.state.location.pathname).toBe('/fr/about') // nothing changed in place
      expect(i18n.language).toBe('fr')
    } finally {
      startup.hydrating = false
      startup.loaded.length = 0
    }
  })

  it('shows an unprefixed page in English whatever was chosen before, and keeps links in the page’s language', async () => {
    window.localStorage.setItem('sc.language', 'de')
    await i18n.changeLanguage('de')
    renderRoute('/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
    expect(i18n.language).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
  })

  it('keeps the page in the back office, where URLs have no language', async () => {
    const { router } = renderRoute('/camp-owner/login')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getAllByRole('link', { name: 'DE' })[0]!)
    // The owner sign-in is a public page: it has its German URL.
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/camp-owner/login'))
  })
})
