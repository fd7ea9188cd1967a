import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import '@/i18n'
import type { AdminBooking } from '@/api/types'
import { createQueryClient } from '@/app/query-client'
import { ToastProvider } from '@/components/ui'
import { expectFieldError, json, mockFetch } from '@/test/utils'
import { BookingStatusDialog } from './booking-status-dialog'

const booking = {
  id: 7,
  bookingReference: 'SC-TEST01',
  status: 'pending',
  fullName: 'Anna Schmidt',
  adminNotes: null,
  cancellationReason: null,
  allowedStatuses: ['pending', 'confirmed', 'cancelled', 'completed', 'expired'],
} as unknown as AdminBooking

function renderDialog() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <BookingStatusDialog booking={booking} onClose={() => {}} />
      </ToastProvider>
    </QueryClientProvider>,
  )
}

describe('BookingStatusDialog', () => {
  it('asks for a reason only when cancelling and sends status, reason and notes', async () => {
    let body: Record<string, unknown> = {}
    mockFetch({
      'PATCH /api/v1/admin/bookings/7': async (request) => {
        body = (await request.json()) as Record<string, unknown>
        return json({ ...booking, status: 'cancelled' })
      },
    })
    const user = userEvent.setup()
    renderDialog()
    expect(screen.queryByLabelText('Cancellation reason')).not.toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled')
    await user.type(screen.getByLabelText('Cancellation reason'), 'Storm warning')
    await user.type(screen.getByLabelText('Admin notes'), 'Called the guest')
    await user.click(screen.getByRole('button', { name: 'Update Booking' }))
    await waitFor(() =>
      expect(body).toEqual({
        status: 'cancelled',
        cancellationReason: 'Storm warning',
        adminNotes: 'Called the guest',
      }),
    )
    expect(await screen.findByText('Booking status updated successfully')).toBeInTheDocument()
  })

  it('shows the spec error toast when the update fails', async () => {
    mockFetch({
      'PATCH /api/v1/admin/bookings/7': () => json({ error: 'internal_error', detail: 'x' }, { status: 500 }),
    })
    const user = userEvent.setup()
    renderDialog()
    await user.click(screen.getByRole('button', { name: 'Update Booking' }))
    expect(await screen.findByText('Failed to update booking status')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
  })

  it('says the booking changed meanwhile when another update won the race (409 booking_changed)', async () => {
    mockFetch({
      'PATCH /api/v1/admin/bookings/7': () =>
        json({ error: 'booking_changed', detail: 'The booking was changed meanwhile.' }, { status: 409 }),
    })
    const user = userEvent.setup()
    renderDialog()
    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed')
    await user.click(screen.getByRole('button', { name: 'Update Booking' }))
    expect(await screen.findByText(/Someone changed this booking meanwhile/)).toBeInTheDocument()
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed')
  })

  it('shows a server field error on its field and keeps what was typed', async () => {
    mockFetch({
      'PATCH /api/v1/admin/bookings/7': () =>
        json({ error: 'validation_error', detail: 'x', fields: { adminNotes: 'too_large' } }, { status: 422 }),
    })
    const user = userEvent.setup()
    renderDialog()
    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed')
    await user.type(screen.getByLabelText('Admin notes'), 'Called the guest')
    await user.click(screen.getByRole('button', { name: 'Update Booking' }))
    const notes = screen.getByLabelText('Admin notes')
    await expectFieldError(notes, 'The value is too large.', 'Called the guest')
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed')
    expect(await screen.findByText('Failed to update booking status')).toBeInTheDocument()
  })

  it('says before the move what it does to a paid statement, as the server answers', async () => {
    mockFetch({
      'GET /api/v1/admin/statements/bookings/7/effect': (request) =>
        json({
          billedMonth: '2026-10',
          charged: '187.50',
          due: '0.00',
          adjustment: new URL(request.url).searchParams.get('status') === 'completed' ? '0.00' : '-187.50',
          statementMonth: '2026-11',
        }),
    })
    const user = userEvent.setup()
    renderDialog()
    expect(screen.queryByTestId('billing-effect')).not.toBeInTheDocument() // no move chosen yet
    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed')
    const notice = await screen.findByTestId('billing-effect')
    expect(notice).toHaveTextContent('Billed in the paid statement of October 2026')
    expect(notice).toHaveTextContent(
      'Moving it to “Confirmed” adds a credit of €187.50 to the statement of November 2026. The paid statement stays as it is.',
    )
    await user.selectOptions(screen.getByLabelText('Status'), 'completed')
    await waitFor(() =>
      expect(screen.getByTestId('billing-effect')).toHaveTextContent('changes nothing on the statements'),
    )
  })
})
