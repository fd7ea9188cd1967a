import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import { apiError, json, mockFetch, renderWithProviders } from '@/test/utils'
import { Newsletter } from './newsletter'

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'))
})

describe('newsletter sign-up', () => {
  it('asks for an address in French before sending anything, the field focused', async () => {
    await act(() => i18n.changeLanguage('fr'))
    const fetchMock = mockFetch()
    renderWithProviders(<Newsletter config={undefined} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce champ est obligatoire')
    expect(screen.getByRole('textbox')).toHaveFocus()
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock.mock.calls.some(([input]) => String((input as Request).url).endsWith('/newsletter'))).toBe(false)
  })

  it('keeps the address when the server refuses it or fails, and says why', async () => {
    let answer = () => apiError(422, 'validation_error', 'bad', { fields: { email: 'invalid_email' } })
    mockFetch({ 'POST /api/v1/newsletter': () => answer() })
    renderWithProviders(<Newsletter config={undefined} />)
    const user = userEvent.setup()
    const field = screen.getByRole('textbox')
    await user.type(field, 'surfer@example')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address')
    expect(field).toHaveValue('surfer@example')

    answer = () => apiError(500, 'internal_error')
    await user.type(field, '.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('We could not sign you up. Please try again.')).toHaveAttribute('role', 'alert')
    expect(screen.getByRole('textbox')).toHaveValue('surfer@example.com')
  })

  it('thanks the subscriber and empties the form', async () => {
    mockFetch({ 'POST /api/v1/newsletter': () => json({ message: 'ok' }, { status: 201 }) })
    renderWithProviders(<Newsletter config={undefined} />)
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox'), 'surfer@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByTestId('newsletter-success')).toBeInTheDocument()
  })
})
