import { screen, within } from '@testing-library/react'
import type { ActivityItem, DashboardSummary } from '@/api/types'
import { session } from '@/lib/auth/session'
import { json, makeUser, mockFetch, renderRoute, tokens } from '@/test/utils'

beforeEach(() => session.forget())
afterEach(() => session.forget())

const at = '2026-12-01T10:00:00Z'
const activity: ActivityItem[] = [
  { kind: 'admin_action', at, title: 'Lena', action: 'review.hide', entityType: 'review', actorName: 'Sara' },
  { kind: 'admin_action', at, title: 'Visas', action: 'content.toggle', entityType: 'content', section: 'faq' },
  { kind: 'admin_action', at, title: 'Anchor Point', action: 'camp.update', entityType: 'camp', status: 'active' },
  { kind: 'booking', at, title: 'Anna · Beginner Week', reference: 'SC-TEST01', status: 'pending' },
]
const summary: DashboardSummary = {
  bookings: {
    total: 1,
    pending: 1,
    confirmed: 0,
    cancelled: 0,
    completed: 0,
    expired: 0,
    revenue: '0.00',
    currency: 'EUR',
    unreadMessages: 0,
  },
  bookingsLast7Days: 1,
  pendingSubmissions: 0,
  newSubmissionsLast7Days: 0,
  pendingApprovals: 0,
  recentActivity: activity,
}

async function openDashboard(language: 'en' | 'fr' | 'de') {
  const admin = makeUser({ role: 'camp_admin', isActive: true }, { fullName: 'Sara', language })
  mockFetch({
    'POST /api/v1/auth/refresh': () => json(tokens(admin)),
    'GET /api/v1/admin/dashboard': () => json(summary),
  })
  await session.refresh()
  renderRoute('/admin/dashboard')
  return screen.findAllByTestId('activity-item')
}

describe('the dashboard’s activity feed', () => {
  it('words each edit as a sentence in the reader’s language', async () => {
    const lines = (await openDashboard('fr')).map((line) => line.textContent ?? '')
    expect(lines[0]).toContain('Sara a masqué l’avis laissé par Lena')
    // A content item is placed by its section; someone without a name is "someone".
    expect(lines[1]).toContain('Quelqu’un a activé ou désactivé un contenu de la section FAQ')
    expect(lines[2]).toContain('Quelqu’un a modifié le camp Anchor Point')
    expect(lines[2]).toContain('Actif')
    expect(lines[3]).toContain('Nouvelle demande de réservation SC-TEST01')
    expect(lines[3]).toContain('En attente')
    for (const code of ['review.hide', 'review', 'content.toggle', 'faq', 'active', 'pending']) {
      expect(lines.join(' ')).not.toMatch(new RegExp(`\\b${code.replace('.', '\\.')}\\b`))
    }
  })

  it('reads as German to a German-speaking admin', async () => {
    const [first] = await openDashboard('de')
    expect(within(first!).getByText('Sara hat die Bewertung von Lena ausgeblendet')).toBeInTheDocument()
  })
})
