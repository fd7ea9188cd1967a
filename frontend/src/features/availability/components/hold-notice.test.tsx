import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import type { BookingHold } from '@/api/types'
import { apiError, json, mockFetch, renderWithProviders } from '@/test/utils'
import { HoldNotice } from './hold-notice'

const suspicious: BookingHold = {
  state: 'held',
  holdsPlaces: true,
  until: '2031-05-03T10:00:00Z',
  senderKnown: false,
  addressRequests: 1,
  networkAddresses: 3,
  flags: ['unknown_sender', 'many_requests', 'several_addresses'],
  suspicious: true,
}
const request = { id: 9, bookingReference: 'SC-7K3Q9P', fullName: 'Max Muster', numberOfPeople: 4, hold: suspicious }
const PATH = 'POST /api/v1/owner/bookings/9/release-hold'

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'))
})

describe('a request’s hold', () => {
  it('says why it looks suspicious and releases it with the keyboard after asking, in German', async () => {
    await act(() => i18n.changeLanguage('de'))
    const fetchMock = mockFetch({ [PATH]: () => json({}) })
    renderWithProviders(<HoldNotice scope="owner" request={request} />)
    expect(screen.getByText('Verdächtige Reservierung', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByText(/Hält 4 Plätze frei bis/)).toBeInTheDocument()
    expect(screen.getByText('Mehrere Adressen desselben Absenders')).toBeInTheDocument()
    expect(screen.getByText('3 Adressen desselben Absenders')).toBeInTheDocument()

    const user = userEvent.setup()
    const release = screen.getByRole('button', { name: 'Plätze freigeben SC-7K3Q9P' })
    release.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Die von SC-7K3Q9P freigehaltenen Plätze freigeben?',
    })
    expect(dialog).toHaveTextContent('Die Anfrage bleibt offen')
    expect(fetchMock).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Plätze freigeben' }))
    expect(await screen.findByText('Die Plätze sind freigegeben und wieder verfügbar.')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('says so when another release came first, and offers no release for a request that holds nothing', async () => {
    mockFetch({ [PATH]: () => apiError(409, 'hold_not_held', 'This request does not hold places (any more).') })
    const { unmount } = renderWithProviders(<HoldNotice scope="owner" request={request} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Release hold SC-7K3Q9P' }))
    await user.click(screen.getByRole('button', { name: 'Release hold' }))
    expect(await screen.findByText('This request no longer holds places.')).toBeInTheDocument()
    unmount()

    const limited: BookingHold = { ...suspicious, state: 'limited', holdsPlaces: false, suspicious: false }
    renderWithProviders(<HoldNotice scope="owner" request={{ ...request, hold: limited }} />)
    expect(screen.getByText('Holds no places (limit for new senders)')).toBeInTheDocument()
    expect(screen.getByText(/confirming it checks that they are still free/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Release/ })).not.toBeInTheDocument()
  })
})
