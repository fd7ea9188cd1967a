import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { session } from '@/lib/auth/session'
import { apiError, mockFetch, renderRoute } from '@/test/utils'

beforeEach(() => {
  mockFetch()
  session.forget()
})

describe('public layout', () => {
  it('has the navigation items, the partner and booking buttons, and highlights the active route', async () => {
    renderRoute('/about')
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/join-partner')
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Become a Surf Partner' })).toHaveAttribute('href', '/partner-signup')
    expect(within(nav).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/surf-camps')
  })

  it.each([
    ['/join-partner', 'Pricing'],
    ['/packages/7', 'Surf Camps'],
    ['/packages/7/week-in-taghazout', 'Surf Camps'],
    ['/tamraght-camps', 'Surf Camps'],
    ['/fr/surf-yoga-camps', 'Surf camps'],
    ['/about', 'About'],
    ['/fr/about', 'À propos'],
    ['/blog/some-post', 'Blog'],
    ['/', 'Home'],
  ])('highlights the section of %s in the navigation as "%s"', async (path, name) => {
    mockFetch({ 'GET /api/v1/packages/7': () => apiError(404, 'not_found') })
    renderRoute(path)
    const nav = await screen.findByRole('navigation', { name: /navigation|principale|Hauptnavigation/i })
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual([name])
    // The mobile menu marks the same item.
    const menu = document.getElementById(screen.getByRole('button', { name: /menu/i }).getAttribute('aria-controls')!)!
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent),
    ).toEqual([name])
  })

  it('closes the mobile menu after a language switch on an unprefixed page', async () => {
    const { router } = renderRoute('/about')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Open menu' }))
    const menu = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')!,
    )!
    await user.click(within(menu).getByRole('link', { name: 'FR' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/about'))
    expect(await screen.findByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the mobile menu after a language switch on a prefixed page', async () => {
    const { router } = renderRoute('/fr/about')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }))
    const toggle = screen.getByRole('button', { name: 'Fermer le menu' })
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!
    await user.click(within(menu).getByRole('link', { name: 'DE' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/about'))
    expect(await screen.findByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens and closes the mobile menu with aria-expanded', async () => {
    renderRoute('/')
    const user = userEvent.setup()
    const toggle = await screen.findByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows contact details from the site config and every footer link', async () => {
    renderRoute('/')
    const footer = await screen.findByRole('contentinfo')
    expect(await within(footer).findByText('+212 500 000 000')).toBeInTheDocument()
    expect(within(footer).getByText('hello@surfcamp.test')).toBeInTheDocument()
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    for (const path of [
      '/',
      '/surf-camps',
      '/taghazout-camps',
      '/tamraght-camps',
      '/imsouane-camps',
      '/agadir-camps',
      '/beginner-camps',
      '/surf-yoga-camps',
      '/about',
      '/blog',
      '/about#careers',
      '/about#press',
      '/camp-owner/register',
      '/contact',
      '/help',
      '/faq',
      '/booking-help',
      '/privacy',
      '/terms',
    ]) {
      expect(hrefs).toContain(path)
    }
    // Each landing page under its own title; no link to an address that only redirects.
    expect(within(footer).getByRole('link', { name: 'Imsouane Surf Camps' })).toHaveAttribute('href', '/imsouane-camps')
    expect(hrefs.filter((href) => ['/careers', '/press', '/pricing'].includes(href ?? ''))).toEqual([])
    for (const name of ['Visa', 'Mastercard', 'American Express', 'PayPal'])
      expect(within(footer).getByText(name)).toBeInTheDocument()
    expect(within(footer).getByText('SSL Secured')).toBeInTheDocument()
    // The copyright follows the calendar (it once said 2024 for ever).
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Morocco Surf Camps. All rights reserved.`),
    ).toBeInTheDocument()
  })

  it('WhatsApp widget expands and links to wa.me with the configured number and a prefilled text', async () => {
    renderRoute('/')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Chat with us on WhatsApp' }))
    const link = await screen.findByRole('link', { name: 'Start chat' })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/212600000000\?text=.+Taghazout/)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
