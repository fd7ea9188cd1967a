import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiError, json, mockFetch, renderRoute, renderWithProviders } from '@/test/utils'
import { ResendConfirmationForm } from './resend-confirmation-form'

// The account forms of one or two fields (forgot password, new password, new confirmation link):
// checked in the reader's language before sending, the server's verdict under its field, and what
// was typed kept whatever fails.
describe('account forms', () => {
  it('forgot password: says in French that the address is needed, then puts the server’s verdict under it', async () => {
    const sent = vi.fn(() =>
      apiError(422, 'validation_error', 'invalid', { fields: { 'body.email': 'invalid_email' } }),
    )
    mockFetch({ 'POST /api/v1/auth/forgot-password': sent })
    const user = userEvent.setup()
    renderRoute('/fr/forgot-password')
    const email = await screen.findByLabelText('E-mail')
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument()
    expect(email).toHaveFocus()
    expect(sent).not.toHaveBeenCalled()

    await user.type(email, 'lena@')
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument()
    expect(email).toHaveValue('lena@')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('new password: refuses two different passwords under the second, and a common one as the server says, keeping both', async () => {
    const reset = vi.fn(() =>
      apiError(422, 'validation_error', 'weak', { fields: { 'body.password': 'password_too_common' } }),
    )
    mockFetch({ 'POST /api/v1/auth/reset-password': reset })
    const user = userEvent.setup()
    renderRoute('/reset-password?token=abc')
    const password = await screen.findByLabelText(/^New password/)
    const confirmation = screen.getByLabelText(/^Confirm new password/)
    await user.type(password, 'password123')
    await user.type(confirmation, 'password124')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument()
    expect(confirmation).toHaveFocus()
    expect(reset).not.toHaveBeenCalled()

    await user.clear(confirmation)
    await user.type(confirmation, 'password123')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText(/This password is too common/)).toBeInTheDocument()
    expect(reset).toHaveBeenCalledTimes(1)
    expect(password).toHaveValue('password123')
    expect(confirmation).toHaveValue('password123')
  })

  it('new confirmation link: a failure is said above the form and the address stays', async () => {
    mockFetch({ 'POST /api/v1/auth/resend-confirmation': () => apiError(500, 'internal_error', 'boom') })
    const user = userEvent.setup()
    renderWithProviders(<ResendConfirmationForm />)
    const email = screen.getByLabelText('Email')
    await user.type(email, 'lena@example.com')
    await user.click(screen.getByRole('button', { name: 'Send a new link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred')
    expect(email).toHaveValue('lena@example.com')
  })

  it('new confirmation link: says so once sent', async () => {
    mockFetch({ 'POST /api/v1/auth/resend-confirmation': () => json({ message: 'sent' }, { status: 202 }) })
    const user = userEvent.setup()
    renderWithProviders(<ResendConfirmationForm />)
    await user.type(screen.getByLabelText('Email'), 'lena@example.com')
    await user.click(screen.getByRole('button', { name: 'Send a new link' }))
    expect(await screen.findByText(/sent/i)).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })
})
