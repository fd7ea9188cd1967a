import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { components } from '@/api/schema'
import { apiError, expectFieldError, json, mockFetch, renderWithProviders } from '@/test/utils'
import { HideReviewDialog } from './hide-review-dialog'

const review = { id: 12 } as components['schemas']['AdminReviewRead']

describe('HideReviewDialog', () => {
  it('asks for a reason, then sends it', async () => {
    let sent: unknown = null
    mockFetch({
      'POST /api/v1/admin/reviews/12/hide': async (request) => {
        sent = await request.json()
        return json({ ...review, hidden: true })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<HideReviewDialog review={review} onClose={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Hide' }))
    expect(await screen.findByText('Please give a reason')).toBeInTheDocument()
    expect(sent).toBeNull()
    await user.type(screen.getByLabelText(/Reason/), ' Spam ')
    await user.click(screen.getByRole('button', { name: 'Hide' }))
    await waitFor(() => expect(sent).toEqual({ reason: 'Spam' }))
  })

  it('shows a server field error on the reason and keeps what was typed', async () => {
    mockFetch({
      'POST /api/v1/admin/reviews/12/hide': () =>
        apiError(422, 'validation_error', 'bad', { fields: { reason: 'too_large' } }),
    })
    const user = userEvent.setup()
    renderWithProviders(<HideReviewDialog review={review} onClose={() => {}} />)
    await user.type(screen.getByLabelText(/Reason/), 'Off topic')
    await user.click(screen.getByRole('button', { name: 'Hide' }))
    const reason = screen.getByLabelText(/Reason/)
    await expectFieldError(reason, 'The value is too large.', 'Off topic')
  })
})
