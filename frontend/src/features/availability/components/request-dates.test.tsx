import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addMonths, format, startOfMonth } from 'date-fns'
import i18n from '@/i18n'
import { json, mockFetch, renderWithProviders, siteConfig } from '@/test/utils'
import { PackageCalendar } from './package-calendar'
import { PackageRulesForm } from './package-rules-form'
import { StartDateCalendar } from './start-date-calendar'

// The server takes no day after its last start date (422 date_too_far, app/kit/dates.py): the
// calendars stop there, and a refusal that still comes is worded in the reader's language.

const iso = (date: Date) => format(date, 'yyyy-MM-dd')
// The 10th of next month: this month is whole, next month ends early, the one after is out of reach.
const LAST = iso(addMonths(startOfMonth(new Date()), 1)).replace(/-01$/, '-10')

/** A server whose last start date is LAST, answering `path` with `answer`; the periods it was asked for. */
function serverUntilLast(path: string, answer: unknown): string[] {
  const asked: string[] = []
  mockFetch({
    'GET /api/v1/site-config': () => json({ ...siteConfig, lastStartDate: LAST }),
    [path]: (request) => {
      const url = new URL(request.url)
      asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`)
      return json(answer)
    },
  })
  return asked
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'))
})

describe('calendars and the last start date', () => {
  it('the booking form’s calendar asks for no day past the last start date and shows no later month', async () => {
    const asked = serverUntilLast('GET /api/v1/availability/packages/7', {
      packageId: 7,
      places: 8,
      maxPeople: 8,
      numberOfDays: 7,
      numberOfPeople: 1,
      stayLengths: [7],
      startWeekdays: [],
      minNoticeDays: 1,
      earliestStart: iso(new Date()),
      starts: [],
    })
    renderWithProviders(<StartDateCalendar packageId={7} days={7} people={1} value={LAST} onChange={() => {}} />)
    const first = iso(addMonths(startOfMonth(new Date()), 1))
    await waitFor(() => expect(asked).toContain(`${first}..${LAST}`))
    expect(asked.filter((period) => period.split('..')[1]! > LAST)).toEqual([])
    expect(screen.getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true')
  })

  it('the owner’s calendar stops at the last start date’s month', async () => {
    const settings = {
      places: 6,
      startWeekdays: [],
      season: [],
      minNoticeDays: 1,
      minStayDays: null,
      maxStayDays: null,
    }
    const asked = serverUntilLast('GET /api/v1/owner/availability/packages/7/calendar', {
      packageId: 7,
      settings,
      days: [],
    })
    renderWithProviders(<PackageCalendar scope="owner" packages={[{ id: 7, name: 'Week of Waves' }]} />)
    const next = await screen.findByRole('button', { name: 'Next month' })
    await waitFor(() => expect(next).toBeEnabled())
    await userEvent.setup().click(next)
    await waitFor(() => expect(asked.at(-1)).toBe(`${iso(addMonths(startOfMonth(new Date()), 1))}..${LAST}`))
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled()
  })

  it('a season day the server refuses as too far ahead is said on its field, in German', async () => {
    await act(() => i18n.changeLanguage('de'))
    const settings = {
      places: 6,
      startWeekdays: [],
      season: [{ start: '2027-04-01', end: '2027-10-31', open: true }],
      minNoticeDays: 1,
      minStayDays: null,
      maxStayDays: null,
    }
    mockFetch({
      'PUT /api/v1/owner/availability/packages/7/settings': () =>
        json({ error: 'validation_error', detail: 'x', fields: { 'season.0.end': 'date_too_far' } }, { status: 422 }),
    })
    renderWithProviders(<PackageRulesForm scope="owner" packageId={7} settings={settings} />)
    const period = screen.getByRole('listitem', { name: 'Zeitraum 1' })
    fireEvent.change(within(period).getByDisplayValue('2027-10-31'), { target: { value: '2099-10-31' } })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Regeln speichern' }))
    expect(
      await screen.findByText('Dieses Datum liegt zu weit in der Zukunft. Bitte wählen Sie ein früheres Datum'),
    ).toBeInTheDocument()
  })
})
