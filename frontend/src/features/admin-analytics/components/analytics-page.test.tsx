import { screen, within } from '@testing-library/react'
import type { AnalyticsReport } from '@/api/types'
import { session } from '@/lib/auth/session'
import { json, makeUser, mockFetch, renderRoute, tokens } from '@/test/utils'

beforeEach(() => session.forget())
afterEach(() => session.forget())

const report: AnalyticsReport = {
  days: 30,
  currency: 'EUR',
  cards: {
    totalBookings: 3,
    totalRevenue: '900.00',
    averageBookingValue: '450.00',
    confirmedBookings: 2,
    confirmedPercent: 66.7,
    pendingBookings: 1,
  },
  statusDistribution: [
    { status: 'confirmed', count: 2 },
    { status: 'pending', count: 1 },
  ],
  popularCamps: [],
  topPages: [
    { pageName: '/surf-camps', pageType: 'list', pageKey: 'surfCamps', recordName: null, views: 40 },
    {
      pageName: '/packages/12/beginner-week',
      pageType: 'package',
      pageKey: 'packageDetail',
      recordName: 'Beginner Week',
      views: 12,
    },
    { pageName: '/old-page', pageType: 'other', pageKey: 'notFound', recordName: null, views: 2 },
  ],
  conversionRates: [],
  emailStats: [
    { emailType: 'booking_received', sent: 3, failed: 0 },
    { emailType: 'stay_reminder', sent: 1, failed: 1 },
  ],
  monthlyTrends: [{ month: '2026-12', bookings: 3, revenue: '900.00' }],
}

it('names pages, e-mails and statuses in the reader’s language, never by their codes', async () => {
  const admin = makeUser({ role: 'camp_admin', isActive: true }, { language: 'de' })
  mockFetch({
    'POST /api/v1/auth/refresh': () => json(tokens(admin)),
    'GET /api/v1/admin/analytics': () => json(report),
  })
  await session.refresh()
  renderRoute('/admin/analytics')
  const pages = await screen.findByRole('list', { name: 'Meistbesuchte Seiten' })
  const names = within(pages)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
  expect(names[0]).toContain('Surfcamps in Marokko')
  expect(names[0]).toContain('Camp-Liste · /surf-camps')
  expect(names[1]).toContain('Beginner Week')
  expect(names[1]).toContain('Paketseite')
  expect(names[2]).toContain('Seite nicht gefunden')
  const mails = screen.getByRole('list', { name: 'Automatische E-Mails' })
  expect(within(mails).getByText('Buchung eingegangen (Gast)')).toBeInTheDocument()
  expect(within(mails).getByText('Erinnerung vor dem Aufenthalt')).toBeInTheDocument()
  expect(document.body.textContent).not.toMatch(/stay_reminder|booking_received|\bsurfCamps\b/)
})
