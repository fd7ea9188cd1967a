import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { session } from '@/lib/auth/session'
import { json, makeUser, mockFetch, renderRoute, siteConfig, tokens } from '@/test/utils'

const plans = [
  { id: 'free', price: '0', period: 'booking', commissionPercent: 15, savings: null, popular: false },
  { id: 'pro-monthly', price: '49', period: 'month', commissionPercent: null, savings: null, popular: false },
  { id: 'pro-yearly', price: '490', period: 'year', commissionPercent: null, savings: '98', popular: true },
]

function withPlans(paymentProviderEnabled = false) {
  mockFetch({ 'GET /api/v1/site-config': () => json({ ...siteConfig, plans, paymentProviderEnabled }) })
}

describe.each(['/join-partner', '/pricing'])('%s', (path) => {
  it('shows benefits, the plans from configuration, the FAQ and the call to action', async () => {
    withPlans()
    renderRoute(path)
    expect(await screen.findByRole('heading', { name: 'Why partner with us' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'No upfront cost' })).toBeInTheDocument()

    const free = await screen.findByTestId('plan-free')
    expect(within(free).getByRole('heading', { name: 'Start for Free' })).toBeInTheDocument()
    expect(within(free).getByText('15%')).toBeInTheDocument()
    expect(within(free).getByText('commission per booking')).toBeInTheDocument()
    expect(within(free).getByRole('link', { name: 'Start for Free' })).toHaveAttribute(
      'href',
      '/partner-signup?plan=free',
    )

    const monthly = screen.getByTestId('plan-pro-monthly')
    expect(within(monthly).getByText('€49')).toBeInTheDocument()
    expect(within(monthly).getByText('per month')).toBeInTheDocument()
    expect(within(monthly).getByRole('link', { name: 'Choose Monthly' })).toHaveAttribute(
      'href',
      '/partner-signup?plan=pro-monthly',
    )

    const yearly = screen.getByTestId('plan-pro-yearly')
    expect(within(yearly).getByText('€490')).toBeInTheDocument()
    expect(within(yearly).getByText('Save €98')).toBeInTheDocument()
    expect(within(yearly).getByText('Best Value')).toBeInTheDocument()
    expect(within(yearly).getByRole('link', { name: 'Choose Yearly' })).toHaveAttribute(
      'href',
      '/partner-signup?plan=pro-yearly',
    )

    expect(document.getElementById('pricing')).not.toBeNull()
    expect(screen.getByRole('heading', { name: 'Partner FAQ' })).toBeInTheDocument()
    expect(screen.getByText('How much does it cost to list my camp?')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Contact our team/ })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/212600000000\?text=/,
    )
    // No payment provider configured: no provider buttons and no third-party script.
    expect(screen.queryByTestId('provider-note-pro-monthly')).toBeNull()
    expect(document.querySelectorAll('script[src]')).toHaveLength(0)
  })
})

it('mentions the payment provider on Pro plans only when one is configured', async () => {
  withPlans(true)
  renderRoute('/pricing')
  expect(await screen.findByTestId('provider-note-pro-monthly')).toBeInTheDocument()
  expect(screen.getByTestId('provider-note-pro-yearly')).toBeInTheDocument()
  expect(screen.queryByTestId('provider-note-free')).toBeNull()
})

it('is translated (French)', async () => {
  withPlans()
  renderRoute('/fr/join-partner')
  expect(await screen.findByRole('heading', { name: 'Pourquoi devenir partenaire' })).toBeInTheDocument()
  expect(await screen.findByText('Meilleure offre')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Démarrer gratuitement' })).toHaveAttribute(
    'href',
    '/fr/partner-signup?plan=free',
  )
})

it('says Pro is paid by transfer without a provider, and offers partners to sign in to subscribe', async () => {
  withPlans()
  renderRoute('/pricing')
  expect(await screen.findByTestId('transfer-note-pro-monthly')).toHaveTextContent('bank transfer')
  expect(screen.queryByTestId('transfer-note-free')).toBeNull()
  expect(screen.getByTestId('pricing-sign-in-pro-yearly')).toHaveAttribute('href', '/camp-owner/login?next=pricing')
  expect(screen.queryByTestId('pricing-sign-in-free')).toBeNull()
})

it('lets a signed-in owner subscribe from the pricing page (by transfer without a provider)', async () => {
  const owner = makeUser({ role: 'camp_owner', isActive: true })
  mockFetch({
    'GET /api/v1/site-config': () => json({ ...siteConfig, plans, paymentProviderEnabled: false }),
    'POST /api/v1/auth/refresh': () => json(tokens(owner)),
    'GET /api/v1/owner/payments': () =>
      json({
        enabled: false,
        publishableKey: null,
        scriptUrl: null,
        methods: [],
        transferIban: 'MA64 0000 0000 0000 0000 0000',
        subscription: null,
        invoices: [],
        statementPayments: [],
      }),
  })
  // A session this tab has (the page itself restores none: "Sign in to subscribe" would).
  await session.refresh()
  renderRoute('/pricing')
  const subscribe = await screen.findByTestId('pricing-subscribe-pro-monthly', {}, { timeout: 30_000 })
  expect(subscribe).toHaveTextContent('Subscribe · €49')
  expect(screen.queryByRole('link', { name: 'Choose Monthly' })).toBeNull()
  await userEvent.click(subscribe)
  expect(await screen.findByTestId('payments-transfer-note')).toHaveTextContent('IBAN: MA64 0000 0000 0000 0000 0000')
  // The commission plan is where they are already, not an application to send again.
  expect(screen.getByTestId('pricing-plan-panel-free')).toHaveAttribute('href', '/camp-owner?tab=statements')
  expect(screen.queryByRole('link', { name: 'Start for Free' })).toBeNull()
}, 45_000) // the owner's part of the page and its texts load on demand: slow on a busy machine

it('tells an owner still waiting for approval that plans come after it, without the application or sign-in', async () => {
  const owner = makeUser({ role: 'camp_owner', isActive: false })
  mockFetch({
    'GET /api/v1/site-config': () => json({ ...siteConfig, plans, paymentProviderEnabled: false }),
    'POST /api/v1/auth/refresh': () => json(tokens(owner)),
  })
  await session.refresh()
  renderRoute('/de/join-partner')
  const pending = await screen.findByTestId('pricing-pending-pro-monthly')
  expect(pending).toHaveTextContent('Ihr Partnerkonto wartet auf die Freigabe durch unser Team.')
  expect(screen.getByTestId('pricing-pending-free')).toBeInTheDocument()
  expect(screen.queryByTestId('pricing-sign-in-pro-monthly')).toBeNull()
  expect(screen.queryByTestId('pricing-subscribe-pro-monthly')).toBeNull()
})
