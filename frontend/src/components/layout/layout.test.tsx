import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { session } from '@/lib/auth/session'
import { mockFetch, renderRoute } from '@/test/utils'

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
    const hrefs = within(footer).getAllByRole('link').map((a) => a.getAttribute('href'))
    for (const path of ['/', '/surf-camps', '/taghazout-camps', '/tamraght-camps', '/beginner-camps', '/about', '/blog', '/careers', '/press', '/camp-owner/register', '/contact', '/help', '/faq', '/booking-help', '/privacy', '/terms']) {
      expect(hrefs).toContain(path)
    }
    for (const name of ['Visa', 'Mastercard', 'American Express', 'PayPal']) expect(within(footer).getByText(name)).toBeInTheDocument()
    expect(within(footer).getByText('SSL Secured')).toBeInTheDocument()
    expect(within(footer).getByText(/© 2024/)).toBeInTheDocument()
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
