import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { booking } from '@/features/bookings/components/test-booking'
import i18n from '@/i18n'
import { session } from '@/lib/auth/session'
import { apiError, json, makeUser, mockFetch, renderRoute, tokens, type Handler } from '@/test/utils'

beforeEach(() => session.forget())
afterEach(() => session.forget())

const summary = {
  total: 1,
  pending: 0,
  confirmed: 1,
  cancelled: 0,
  completed: 0,
  expired: 0,
  revenue: '1040.00',
  currency: 'EUR',
  unreadMessages: 0,
}
const thread = { items: [], openDateRequest: null }

async function open(path: string, handlers: Record<string, Handler> = {}) {
  await act(() => i18n.changeLanguage('en'))
  const admin = makeUser({ role: 'camp_admin', isActive: true }, { fullName: 'Sara', language: 'en' })
  const fetchMock = mockFetch({
    'POST /api/v1/auth/refresh': () => json(tokens(admin)),
    'GET /api/v1/admin/bookings': () => json({ items: [], total: 0, page: 1, pageSize: 20 }),
    'GET /api/v1/admin/bookings/summary': () => json(summary),
    'GET /api/v1/admin/bookings/7': () => json(booking),
    'GET /api/v1/admin/bookings/7/thread': () => json(thread),
    ...handlers,
  })
  await session.refresh()
  const rendered = renderRoute(path)
  return { fetchMock, ...rendered }
}

function listQueries(fetchMock: ReturnType<typeof mockFetch>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/v1/admin/bookings')
    .map((url) => url.searchParams)
}

describe('the back office’s bookings page', () => {
  it('counts the unread messages on a card and marks each booking that has some', async () => {
    await open('/admin/bookings', {
      'GET /api/v1/admin/bookings/summary': () => json({ ...summary, unreadMessages: 3 }),
      'GET /api/v1/admin/bookings': () =>
        json({ items: [{ ...booking, unreadMessages: 3 }], total: 1, page: 1, pageSize: 20 }),
    })
    const card = (await screen.findByText('Unread messages')).parentElement!.parentElement!
    await waitFor(() => expect(card).toHaveTextContent('3'))
    expect((await screen.findAllByTestId('unread-badge'))[0]).toHaveTextContent('3 unread messages')
  })

  it('opens the details of the booking an e-mail links (?booking=ID), and closing forgets it', async () => {
    const { router } = await open('/admin/bookings?booking=7')
    const dialog = await screen.findByRole('dialog', { name: 'Booking SC-TEST01' })
    expect(within(dialog).getByText('Anna Schmidt')).toBeInTheDocument()
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.search).toBe('')
  })

  it('reads its filters from the URL and sends them; a reversed range shows the server’s refusal', async () => {
    const { fetchMock } = await open('/admin/bookings?q=anna&status=confirmed&from=2027-02-01&to=2027-01-01', {
      'GET /api/v1/admin/bookings': () =>
        apiError(422, 'date_range_reversed', 'The first date must not be after the last one.', {
          fields: { startsTo: 'date_range_reversed' },
        }),
    })
    expect(await screen.findByText('The first arrival date must be on or before the last one.')).toBeInTheDocument()
    const sent = listQueries(fetchMock).at(-1)!
    expect(Object.fromEntries(sent)).toMatchObject({
      q: 'anna',
      status: 'confirmed',
      startsFrom: '2027-02-01',
      startsTo: '2027-01-01',
    })
    expect(screen.getByRole('searchbox')).toHaveValue('anna')
    expect(screen.getByLabelText('Arriving from')).toHaveValue('2027-02-01')
  })

  it('puts a changed filter into the URL and starts again at page 1', async () => {
    const { router } = await open('/admin/bookings?page=3&q=anna')
    await screen.findByText('No bookings found')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending')
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('pending'))
    const params = new URLSearchParams(router.state.location.search)
    expect(params.get('q')).toBe('anna')
    expect(params.has('page')).toBe(false)
    // Back: the previous filters again.
    await act(() => router.navigate(-1))
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue(''))
  })

  it('asks before revoking the traveller’s link, then says it worked', async () => {
    let revoked = 0
    await open('/admin/bookings?booking=7', {
      'POST /api/v1/admin/bookings/7/manage-link/revoke': () => {
        revoked += 1
        return json(booking)
      },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Booking SC-TEST01' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke My-booking link' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the link of booking SC-TEST01?' })
    expect(revoked).toBe(0)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke the link' }))
    expect(
      await screen.findByText('The old links no longer work. A new link was sent to the traveller.'),
    ).toBeInTheDocument()
    expect(revoked).toBe(1)
  })
})
