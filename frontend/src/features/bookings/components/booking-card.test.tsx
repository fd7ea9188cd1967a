import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OwnerBooking } from '@/api/types'
import i18n from '@/i18n'
import { json, mockFetch, renderWithProviders } from '@/test/utils'
import { booking as adminBooking } from './test-booking'
import { BookingCard } from './booking-card'

// The owner's card shows the moves the server offers (`allowedStatuses`) and no other: it works out none
// from the status or the dates itself.
const ended: OwnerBooking = { ...adminBooking, startDate: '2020-03-01', status: 'confirmed', allowedStatuses: [] }

function renderCard(booking: OwnerBooking) {
  renderWithProviders(
    <ul>
      <BookingCard booking={booking} />
    </ul>,
  )
  return within(screen.getByTestId('owner-booking'))
}

describe('BookingCard', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en'))
  })

  it('offers no move the server does not, whatever the status and dates say', () => {
    const card = renderCard(ended)
    expect(card.queryByRole('button', { name: /^(Cancel|Confirm|Mark completed) SC-TEST01$/ })).toBeNull()
    expect(card.getByRole('button', { name: 'Messages SC-TEST01' })).toBeInTheDocument()
  })

  it("offers exactly the moves the server sends, in the card's order", () => {
    const card = renderCard({ ...ended, allowedStatuses: ['confirmed', 'cancelled', 'completed'] })
    const moves = card
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
      .filter((name) => name && !name.startsWith('Messages'))
    expect(moves).toEqual(['Cancel SC-TEST01', 'Confirm SC-TEST01', 'Mark completed SC-TEST01'])
  })

  it("sends the move it offers to the owner's route and opens the thread on demand", async () => {
    const complete = vi.fn(() => json({ ...ended, status: 'completed', allowedStatuses: [] }))
    mockFetch({
      'POST /api/v1/owner/bookings/7/complete': complete,
      'GET /api/v1/owner/bookings/7/thread': () => json({ items: [], openDateRequest: null, closed: false }),
    })
    const user = userEvent.setup()
    const card = renderCard({ ...ended, allowedStatuses: ['cancelled', 'completed'] })
    await user.click(card.getByRole('button', { name: 'Mark completed SC-TEST01' }))
    expect(complete).toHaveBeenCalledTimes(1)
    await user.click(card.getByRole('button', { name: 'Messages SC-TEST01' }))
    expect(await card.findByTestId('owner-thread')).toBeInTheDocument()
  })
})
