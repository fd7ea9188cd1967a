import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import { apiError, json, mockFetch, renderWithProviders } from '@/test/utils'
import { CalendarSync } from './calendar-sync'

const feed = {
  id: 3,
  campId: 1,
  packageId: null,
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  lastReadAt: null,
  lastTriedAt: '2027-03-01T10:00:00Z',
  lastError: 'The address answered HTTP 404.',
  lastErrorCode: 'feed_http_status',
  lastErrorStatus: 404,
  busyRanges: 0,
  skippedEvents: 0,
}
const skipping = {
  ...feed,
  id: 4,
  name: 'Google',
  lastError: null,
  lastErrorCode: null,
  lastErrorStatus: null,
  skippedEvents: 2,
}

function serve(refresh: () => Response) {
  mockFetch({
    'GET /api/v1/owner/availability/feeds': () => json([feed, skipping]),
    'GET /api/v1/owner/availability/export': () => json({ campId: 1, links: [] }),
    'POST /api/v1/owner/availability/feeds/3/refresh': refresh,
  })
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'))
})

describe('the imported calendars', () => {
  it('words a failure by its code in the screen’s language, not the server’s English', async () => {
    await act(() => i18n.changeLanguage('fr'))
    serve(() => json(feed))
    renderWithProviders(<CalendarSync packages={[]} />)
    expect(await screen.findByText('Échec : L’adresse a répondu par une erreur (HTTP 404).')).toBeInTheDocument()
    expect(screen.getByText('2 événements n’ont pas pu être lus et ont été ignorés.')).toBeInTheDocument()
    expect(screen.queryByText(/answered HTTP/)).not.toBeInTheDocument()
  })

  it('says in German when a calendar was read too recently to read it again', async () => {
    await act(() => i18n.changeLanguage('de'))
    serve(() => apiError(429, 'rate_limited', 'Too many attempts.', { headers: { 'Retry-After': '42' } }))
    renderWithProviders(<CalendarSync packages={[]} />)
    const user = userEvent.setup()
    const [first] = await screen.findAllByRole('button', { name: 'Jetzt lesen' })
    await user.click(first!)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Kalender wurde gerade erst gelesen. Versuchen Sie es in 42 Sekunden erneut.',
    )
  })
})

describe('adding a calendar', () => {
  it('keeps the name and address when the server refuses them, with its verdict under the address', async () => {
    mockFetch({
      'GET /api/v1/owner/availability/feeds': () => json([]),
      'GET /api/v1/owner/availability/export': () => json({ campId: 1, links: [] }),
      'POST /api/v1/owner/availability/feeds': () =>
        apiError(422, 'validation_error', 'bad', { fields: { url: 'invalid_url' } }),
    })
    renderWithProviders(<CalendarSync packages={[{ id: 7, name: 'Surf week' } as never]} />)
    const user = userEvent.setup()
    const add = await screen.findByRole('button', { name: 'Add calendar' })
    expect(add).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Airbnb')
    await user.type(screen.getByRole('textbox', { name: /address|URL/i }), 'https://example.com/cal')
    await user.selectOptions(screen.getByRole('combobox'), '7')
    await user.click(add)
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /address|URL/i })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: /address|URL/i })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Airbnb')
    expect(screen.getByRole('combobox')).toHaveValue('7')
  })
})
