import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json, mockFetch, renderWithProviders } from '@/test/utils'
import i18n from '@/i18n'
import { booking } from './test-booking'
import { BookingDetailsDialog } from './booking-details-dialog'

const thread = {
  items: [
    { kind: 'requested', at: '2026-12-01T10:00:00Z', party: 'traveller', authorName: 'Anna Schmidt' },
    {
      kind: 'status',
      at: '2026-12-02T10:00:00Z',
      party: 'camp',
      fromStatus: 'pending',
      toStatus: 'cancelled',
      reason: 'Storm',
    },
    { kind: 'status', at: '2026-12-03T10:00:00Z', party: 'team', fromStatus: 'cancelled', toStatus: 'confirmed' },
    {
      kind: 'message',
      at: '2026-12-03T11:00:00Z',
      party: 'traveller',
      authorName: 'Anna Schmidt',
      body: '<b>Danke</b>',
    },
  ],
  openDateRequest: null,
}

function value(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' })
  return within(term.parentElement!).getByRole('definition').textContent ?? ''
}

describe('BookingDetailsDialog', () => {
  it.each([
    ['en', ['Intermediate', 'Airport transfer, Surf photos', 'Bank transfer', 'Germany', 'German']],
    ['fr', ['Intermédiaire', 'Transfert aéroport, Photos de surf', 'Virement bancaire', 'Allemagne', 'Allemand']],
    ['de', ['Mittelstufe', 'Flughafentransfer, Surffotos', 'Banküberweisung', 'Deutschland', 'Deutsch']],
  ] as const)('words every code in %s: level, add-ons, payment, country, language', async (language, words) => {
    await act(() => i18n.changeLanguage(language))
    mockFetch({ 'GET /api/v1/admin/bookings/7/thread': () => json(thread) })
    renderWithProviders(<BookingDetailsDialog booking={booking} onClose={() => {}} />)
    const t = i18n.getFixedT(language)
    const shown = ['level', 'addOns', 'payment', 'country', 'language'].map((key) =>
      value(t(`adminBookings.fields.${key as 'level'}`)),
    )
    expect(shown).toEqual(words)
    const dialog = screen.getByRole('dialog')
    for (const code of ['intermediate', 'airport-transfer', 'surf-photos', 'bank-transfer', 'DE']) {
      expect(dialog.textContent).not.toContain(code)
    }
  })
  it('shows every status move with who made it and why, and messages as plain text', async () => {
    await act(() => i18n.changeLanguage('en'))
    mockFetch({ 'GET /api/v1/admin/bookings/7/thread': () => json(thread) })
    renderWithProviders(<BookingDetailsDialog booking={booking} onClose={() => {}} />)
    const history = await screen.findByRole('list', { name: 'Messages and history' })
    const events = within(history)
      .getAllByTestId('thread-event')
      .map((item) => item.textContent)
    expect(events[1]).toContain('Camp: Pending → Cancelled')
    expect(events[1]).toContain('“Storm”')
    expect(events[2]).toContain('Our team: Cancelled → Confirmed')
    expect(within(history).getByTestId('thread-message').textContent).toContain('<b>Danke</b>')
  })
  it('says why new dates cannot be accepted and names the nearest ones, in French; the request stays open', async () => {
    await act(() => i18n.changeLanguage('fr'))
    const open = {
      id: 4,
      fromStartDate: '2027-03-06',
      startDate: '2027-03-20',
      note: null,
      createdAt: '2026-12-01T10:00:00Z',
    }
    mockFetch({
      'GET /api/v1/admin/bookings/7/thread': () => json({ ...thread, openDateRequest: open }),
      'POST /api/v1/admin/bookings/7/date-requests/4/accept': () =>
        json(
          {
            error: 'date_unavailable',
            detail: 'There are not enough places left on these dates.',
            fields: { startDate: 'full' },
            reason: 'full',
            nearestDates: ['2027-03-13', '2027-03-27'],
          },
          { status: 409 },
        ),
    })
    renderWithProviders(<BookingDetailsDialog booking={booking} onClose={() => {}} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Accepter' }))
    const alert = await screen.findByText('Ces dates ne peuvent pas être acceptées')
    const box = alert.closest('[role="alert"]') ?? alert.parentElement!.parentElement!
    expect(box.textContent).toContain('Désolé, il ne reste plus assez de places à ces dates.')
    expect(box.textContent).toContain('13 mars 2027, 27 mars 2027')
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeEnabled()
    await act(() => i18n.changeLanguage('en'))
  })
})
