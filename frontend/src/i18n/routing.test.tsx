import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import { session } from '@/lib/auth/session'
import { mockFetch, renderRoute } from '@/test/utils'
import { languageFromPath, localizePath, stripLanguage } from './routing'

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
    await user.click(screen.getAllByRole('button', { name: 'DE' })[0]!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/about'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument()
    expect(window.localStorage.getItem('sc.language')).toBe('de')
  })

  it('on an unprefixed URL keeps the URL and remembers the choice', async () => {
    const { router } = renderRoute('/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getAllByRole('button', { name: 'FR' })[0]!)
    expect(await screen.findByRole('heading', { level: 1, name: 'À propos de nous' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/about')
    expect(window.localStorage.getItem('sc.language')).toBe('fr')
    expect(i18n.language).toBe('fr')
    expect(document.documentElement.lang).toBe('fr')
  })
})
