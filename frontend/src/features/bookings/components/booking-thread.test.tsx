import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import { ApiError } from '@/api/errors'
import type { BookingThread as Thread } from '@/api/types'
import { renderWithProviders } from '@/test/utils'
import { BookingThread, type WriteMessage } from './booking-thread'

const thread: Thread = {
  items: [{ kind: 'requested', at: '2026-12-01T10:00:00Z', party: 'traveller', authorName: 'Anna Schmidt' }],
  openDateRequest: null,
  closed: false,
}

function failingWith(error: ApiError): WriteMessage {
  return { mutateAsync: () => Promise.reject(error), isPending: false, error }
}

describe('BookingThread', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'))
  })

  it('has no box to write in once the booking is cancelled or expired, and says why in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('fr'))
    const write: WriteMessage = { mutateAsync: vi.fn(), isPending: false, error: null }
    renderWithProviders(<BookingThread thread={{ ...thread, closed: true }} viewer="traveller" write={write} />)
    expect(screen.getByTestId('thread-closed')).toHaveTextContent('Cette conversation est close')
    expect(screen.getByTestId('thread-closed')).toHaveTextContent('La réservation est annulée ou expirée')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Envoyer le message' })).toBeNull()
  })

  it('says when the thread closed meanwhile, or a limit was reached, and keeps the text', async () => {
    const closed = new ApiError({ status: 409, code: 'thread_closed' })
    const { unmount } = renderWithProviders(<BookingThread thread={thread} viewer="camp" write={failingWith(closed)} />)
    await userEvent.type(screen.getByRole('textbox', { name: /Your message/ }), 'Hello')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(
      await screen.findByText('The booking is cancelled or expired, so no new message can be sent here.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue('Hello')
    unmount()

    const limited = new ApiError({ status: 429, code: 'rate_limited', retryAfter: 120 })
    renderWithProviders(<BookingThread thread={thread} viewer="camp" write={failingWith(limited)} />)
    expect(screen.getByText(/120 seconds/)).toBeInTheDocument()
  })

  it('names who moved the booking to the camp and the team, and says "our team" to the traveller', () => {
    const moved = (authorName: string | null): Thread => ({
      items: [
        {
          kind: 'status',
          at: '2026-11-20T10:00:00Z',
          party: 'team',
          authorName,
          fromStatus: 'pending',
          toStatus: 'confirmed',
        },
      ],
      openDateRequest: null,
      closed: false,
    })
    const write: WriteMessage = { mutateAsync: vi.fn(), isPending: false, error: null }
    const { unmount } = renderWithProviders(<BookingThread thread={moved('Sara Admin')} viewer="camp" write={write} />)
    expect(screen.getByTestId('thread-event')).toHaveTextContent('Sara Admin (Our team): Pending → Confirmed')
    unmount()
    renderWithProviders(<BookingThread thread={moved(null)} viewer="traveller" write={write} />)
    expect(screen.getByTestId('thread-event')).toHaveTextContent('Our team: Pending → Confirmed')
  })
})
