import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiError, expectFieldError, fetched, mockFetch, renderWithProviders } from '@/test/utils'
import { CampFormDialog } from './camp-form-dialog'

describe('CampFormDialog', () => {
  it('checks name and location before sending anything', async () => {
    const fetch = mockFetch()
    const user = userEvent.setup()
    renderWithProviders(<CampFormDialog open camp={null} onClose={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Save Camp' }))
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2)
    expect(screen.getByLabelText(/Camp name/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/Location/)).toHaveAttribute('aria-invalid', 'true')
    expect(fetched(fetch, '/admin/camps')).toBe(false)
  })

  it('shows a server field error on its field and keeps what was typed', async () => {
    let sent: Record<string, unknown> = {}
    mockFetch({
      'POST /api/v1/admin/camps': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return apiError(422, 'validation_error', 'Some fields are invalid.', { fields: { email: 'invalid_email' } })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<CampFormDialog open camp={null} onClose={() => {}} />)
    await user.type(screen.getByLabelText(/Camp name/), 'Ocean Camp')
    await user.selectOptions(screen.getByLabelText(/Location/), 'agadir')
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Save Camp' }))
    await waitFor(() =>
      expect(sent).toMatchObject({ name: 'Ocean Camp', locationKey: 'agadir', email: 'not-an-email' }),
    )
    const email = screen.getByLabelText(/^Email/)
    await expectFieldError(email, 'Please enter a valid email', 'not-an-email')
    expect(screen.getByLabelText(/Camp name/)).toHaveValue('Ocean Camp')
    expect(screen.getByLabelText(/Location/)).toHaveValue('agadir')
    expect(await screen.findByText('Failed to save surf camp')).toBeInTheDocument()
  })
})
