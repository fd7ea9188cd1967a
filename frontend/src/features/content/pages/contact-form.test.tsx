import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiError, mockFetch, renderRoute } from '@/test/utils'

// The contact form on useZodForm: its checks in the reader's language with the first field to fix
// focused, the server's verdict on a field under that field, and nothing typed lost on the way.
describe('contact form checks', () => {
  it('says in German what is missing, focuses the first field and sends nothing', async () => {
    const fetchMock = mockFetch()
    renderRoute('/de/contact')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Nachricht senden' }))
    expect(await screen.findAllByText('Dieses Feld ist erforderlich')).toHaveLength(3)
    expect(screen.getByRole('textbox', { name: /Ihr Name/ })).toHaveFocus()
    expect(fetchMock.mock.calls.some(([input]) => String((input as Request).url).endsWith('/contact'))).toBe(false)
  })

  it('puts the server’s verdict on the address under it and keeps everything typed', async () => {
    mockFetch({
      'POST /api/v1/contact': () => apiError(422, 'validation_error', 'bad', { fields: { email: 'invalid_email' } }),
    })
    renderRoute('/contact')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/Your name/), 'Amina')
    await user.type(screen.getByLabelText(/^Email/), 'amina@example')
    await user.type(screen.getByLabelText(/^Message/), 'Room in May?')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Email/)).toHaveFocus()
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Amina')
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Room in May?')
  })
})
