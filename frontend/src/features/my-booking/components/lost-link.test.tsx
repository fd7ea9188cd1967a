import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import { apiError, json, mockFetch, renderWithProviders } from '@/test/utils'
import { LostLink } from './lost-link'

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'))
})

describe('asking for the booking link again', () => {
  it('says in French that both fields are needed, focuses the first and sends nothing', async () => {
    await act(() => i18n.changeLanguage('fr'))
    const fetchMock = mockFetch()
    renderWithProviders(<LostLink invalid={false} />)
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: /Référence/ }), 'SC-7K3Q9P')
    await user.click(screen.getByRole('button'))
    expect(await screen.findByText('Veuillez remplir les deux champs.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /mail/i })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: /Référence/ })).toHaveValue('SC-7K3Q9P')
    expect(fetchMock.mock.calls.some(([input]) => (input as Request).url.endsWith('/my-booking-links'))).toBe(false)
  })

  it('keeps what was typed when the request is refused, and says why', async () => {
    let answer = () => apiError(429, 'rate_limited', 'slow down', { headers: { 'Retry-After': '30' } })
    mockFetch({ 'POST /api/v1/my-booking-links': () => answer() })
    renderWithProviders(<LostLink invalid={false} />)
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: /mail/i }), 'anna@example.com')
    await user.type(screen.getByRole('textbox', { name: /reference/i }), 'SC-7K3Q9P')
    await user.click(screen.getByRole('button'))
    expect(await screen.findByText(/30 seconds/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /mail/i })).toHaveValue('anna@example.com')
    expect(screen.getByRole('textbox', { name: /reference/i })).toHaveValue('SC-7K3Q9P')

    answer = () => json({ message: 'sent' }, { status: 202 })
    await user.click(screen.getByRole('button'))
    expect(await screen.findByText(/the link is on its way/)).toBeInTheDocument()
  })
})
