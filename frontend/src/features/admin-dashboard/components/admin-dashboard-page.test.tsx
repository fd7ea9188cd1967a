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
  backgroundJobs: { failing: [], totalFailing: 0 },
}

async function openDashboard(language: 'en' | 'fr' | 'de', body: DashboardSummary = summary) {
  const admin = makeUser({ role: 'camp_admin', isActive: true }, { fullName: 'Sara', language })
  mockFetch({
    'POST /api/v1/auth/refresh': () => json(tokens(admin)),
    'GET /api/v1/admin/dashboard': () => json(body),
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

describe('the dashboard’s background jobs', () => {
  const failing: DashboardSummary['backgroundJobs'] = {
    totalFailing: 3,
    failing: [
      {
        job: 'waitlist',
        rowKey: 'waitlist_entry:17',
        errorClass: 'OverflowError',
        message: 'date value out of range',
        count: 3,
        firstSeenAt: at,
        lastSeenAt: at,
        paused: true,
      },
      {
        job: 'mail_delivery',
        rowKey: '',
        errorClass: 'OperationalError',
        message: '',
        count: 1,
        firstSeenAt: at,
        lastSeenAt: at,
        paused: false,
      },
    ],
  }

  it('lists each failing row in the reader’s language', async () => {
    await openDashboard('de', { ...summary, backgroundJobs: failing })
    const [waitlist, delivery] = (await screen.findAllByTestId('job-failure')).map((row) => row.textContent ?? '')
    expect(waitlist).toContain('Wartelisten-E-Mails')
    expect(waitlist).toContain('waitlist_entry:17')
    expect(waitlist).toContain('OverflowError: date value out of range')
    expect(waitlist).toContain('3-mal fehlgeschlagen')
    expect(waitlist).toContain('Pausiert: einmal täglich neu versucht')
    expect(delivery).toContain('E-Mail-Versand')
    expect(delivery).toContain('die ganze Aufgabe')
    expect(delivery).toContain('Bei jedem Durchlauf neu versucht')
    expect(screen.getByText('3 Einträge schlagen fehl', { exact: false })).toBeInTheDocument()
    expect(screen.getByText('1 weiterer nicht angezeigt')).toBeInTheDocument()
  })

  it('says in one line that every job runs normally', async () => {
    await openDashboard('fr')
    expect(await screen.findByTestId('jobs-all-running')).toHaveTextContent(
      'Toutes les tâches de fond tournent normalement.',
    )
    expect(screen.queryByTestId('job-failure')).toBeNull()
  })
})
