import { useState } from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addDays, addMonths, endOfMonth, format, startOfMonth } from 'date-fns'
import { json, mockFetch, renderWithProviders } from '@/test/utils'
import { StartDateCalendar } from './start-date-calendar'

const iso = (date: Date) => format(date, 'yyyy-MM-dd')
const first = startOfMonth(addMonths(new Date(), 1))
const day = (n: number) => iso(addDays(first, n - 1))

/** Every day of the month asked for can start a stay, but the 2nd is full and the 20th takes no arrivals. */
function server() {
  mockFetch({
    'GET /api/v1/availability/packages/7': (request) => {
      const from = new URL(request.url).searchParams.get('from')!
      const starts = []
      for (let d = new Date(`${from}T00:00:00`); d <= endOfMonth(d); d = addDays(d, 1)) {
        const date = iso(d)
        const reason = date === day(2) ? 'full' : date === day(20) ? 'not_start_day' : null
        starts.push({ date, available: reason === null, left: reason === 'full' ? 0 : 6, reason })
        if (d.getDate() === endOfMonth(d).getDate()) break
      }
      return json({
        packageId: 7,
        places: 8,
        maxPeople: 8,
        numberOfDays: 7,
        numberOfPeople: 2,
        stayLengths: [7],
        startWeekdays: [],
        minNoticeDays: 1,
        earliestStart: iso(new Date()),
        starts,
      })
    },
  })
}

function Harness({ onChange }: { onChange: (iso: string) => void }) {
  const [value, setValue] = useState(day(1))
  return (
    <StartDateCalendar
      packageId={7}
      days={7}
      people={2}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('StartDateCalendar', () => {
  it('is used with the keyboard alone: the arrows move the real focus and Enter chooses the day focused', async () => {
    server()
    const chosen = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<Harness onChange={chosen} />)
    // The month is known: the full 2nd is disabled (while it loads its days take the focus but are no choice).
    await waitFor(() => expect(document.querySelector(`button[data-day="${day(2)}"]`)).toBeDisabled())

    // One grid, named for the month; the days that cannot be chosen say why.
    const grid = screen.getByRole('grid', { name: /Available start dates/ })
    expect(grid).toBeInTheDocument()
    const full = document.querySelector<HTMLButtonElement>(`button[data-day="${day(2)}"]`)!
    expect(full).toBeDisabled()
    expect(full).toHaveAccessibleName(/full/)
    expect(full).toHaveAttribute('title', full.getAttribute('aria-label'))
    expect(document.querySelector(`button[data-day="${day(20)}"]`)).toHaveAccessibleName(/no arrivals on this day/)

    // Tab reaches the chosen day (the grid's one tab stop).
    while (!(document.activeElement as HTMLElement | null)?.dataset.day) await user.tab()
    expect(document.activeElement).toHaveAttribute('data-day', day(1))

    // → skips the full 2nd, → the 4th, ↓ a week later: the browser's focus follows.
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toHaveAttribute('data-day', day(3))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toHaveAttribute('data-day', day(4))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toHaveAttribute('data-day', day(11))
    await user.keyboard('{Enter}')
    expect(chosen).toHaveBeenLastCalledWith(day(11))

    // Home and End go to the week's ends; Space chooses too.
    await user.keyboard('{End}')
    const end = document.activeElement as HTMLElement
    expect(new Date(`${end.dataset.day}T00:00:00`).getDay()).toBe(0) // the week starts on Monday
    await user.keyboard('{Home}')
    await user.keyboard(' ')
    const monday = (document.activeElement as HTMLElement).dataset.day!
    expect(new Date(`${monday}T00:00:00`).getDay()).toBe(1)
    expect(chosen).toHaveBeenLastCalledWith(monday)
  })
})

describe('StartDateCalendar in a form, from month to month', () => {
  it('moves the real focus with Page Down / Page Up to a month not loaded yet, and Enter picks the day without sending the form', async () => {
    server()
    const chosen = vi.fn()
    const sent = vi.fn((event: React.FormEvent) => event.preventDefault())
    const user = userEvent.setup()
    renderWithProviders(
      <form onSubmit={sent}>
        <Harness onChange={chosen} />
      </form>,
    )
    // The month is known: the full 2nd is disabled (while it loads its days take the focus but are no choice).
    await waitFor(() => expect(document.querySelector(`button[data-day="${day(2)}"]`)).toBeDisabled())
    while (!(document.activeElement as HTMLElement | null)?.dataset.day) await user.tab()
    expect(document.activeElement).toHaveAttribute('data-day', day(1))

    // The next month's days are not known when the key is pressed: the focus still goes there.
    const nextMonth = iso(addMonths(first, 1))
    await user.keyboard('{PageDown}')
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', nextMonth))
    expect(screen.getByRole('grid', { name: new RegExp(format(addMonths(first, 1), 'MMMM')) })).toBeInTheDocument()
    // Once the month is known the focused day is a real choice: Enter picks it, the form is not sent.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/available/))
    await user.keyboard('{Enter}')
    expect(chosen).toHaveBeenLastCalledWith(nextMonth)
    expect(sent).not.toHaveBeenCalled()

    await user.keyboard('{PageUp}')
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', day(1)))
  })
})
