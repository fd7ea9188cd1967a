import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { session } from '@/lib/auth/session'
import { json, makeUser, mockFetch, renderRoute, tokens } from '@/test/utils'

beforeEach(() => session.forget())
afterEach(() => session.forget())

const camp = (id: number, name: string) => ({ id, name })
const pkg = (id: number, campId: number, name: string) => ({ id, campId, name })

function day(date: string) {
  return {
    date,
    places: 6,
    placesChanged: false,
    confirmed: 2,
    held: 0,
    blockedByHand: false,
    blockedBy: [],
    closed: false,
    left: 4,
  }
}

function calendar(packageId: number, from: string) {
  return {
    packageId,
    settings: { places: 6, startWeekdays: [], season: [], minNoticeDays: 1, minStayDays: null, maxStayDays: null },
    days: [day(from)],
  }
}

describe('the back office camp calendar', () => {
  it('opens the camp of the link, lists only its packages, and switches camp from the picker', async () => {
    const asked: string[] = []
    const feedsOf: string[] = []
    mockFetch({
      'GET /api/v1/admin/availability/feeds': (request) => {
        const campId = new URL(request.url).searchParams.get('campId')!
        feedsOf.push(campId)
        return json([
          {
            id: 5,
            campId: Number(campId),
            packageId: null,
            name: `Airbnb ${campId}`,
            url: 'https://www.airbnb.com/calendar/ical/1.ics',
            lastReadAt: null,
            lastTriedAt: null,
            lastError: null,
            busyRanges: 0,
          },
        ])
      },
      'GET /api/v1/admin/availability/export': (request) =>
        json({ campId: Number(new URL(request.url).searchParams.get('campId')), links: [] }),
      'POST /api/v1/auth/refresh': () => json(tokens(makeUser({ role: 'super_admin', isActive: true }))),
      'GET /api/v1/admin/camps': () => json([camp(1, 'Anchor Point'), camp(2, 'Imsouane Bay')]),
      'GET /api/v1/admin/packages': () =>
        json([pkg(10, 1, 'Anchor Week'), pkg(20, 2, 'Bay Week'), pkg(21, 2, 'Bay Weekend')]),
      ...Object.fromEntries(
        [10, 20, 21].map((id) => [
          `GET /api/v1/admin/availability/packages/${id}/calendar`,
          (request: Request) => {
            asked.push(String(id))
            return json(calendar(id, new URL(request.url).searchParams.get('from')!))
          },
        ]),
      ),
    })
    await session.refresh()
    renderRoute('/admin/camps/calendar?camp=2')
    expect(await screen.findByRole('heading', { name: 'Camp calendars' })).toBeInTheDocument()
    const picker = await screen.findByLabelText('Camp')
    expect(picker).toHaveValue('2')
    const packageSelect = await screen.findByLabelText('Package')
    expect(
      within(packageSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bay Week', 'Bay Weekend'])
    expect(asked.at(-1)).toBe('20')
    // The camp's imported calendars too, asked for that camp.
    expect(await screen.findByText('Airbnb 2')).toBeInTheDocument()
    expect(feedsOf.at(-1)).toBe('2')
    await userEvent.selectOptions(picker, '1')
    expect(
      await within(screen.getByLabelText('Package')).findByRole('option', { name: 'Anchor Week' }),
    ).toBeInTheDocument()
    expect(asked.at(-1)).toBe('10')
    expect(await screen.findByText('Airbnb 1')).toBeInTheDocument()
  })
})
