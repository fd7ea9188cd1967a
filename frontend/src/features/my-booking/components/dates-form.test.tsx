import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MyBooking } from '@/api/types'
import i18n from '@/i18n'
import { apiError, expectFieldError, mockFetch, renderWithProviders } from '@/test/utils'
import { DatesForm } from './dates-form'

const booking = { thread: { items: [], openDateRequest: null, closed: false } } as unknown as MyBooking
const TOKEN = '7.1.abcdefghijkl'

describe('DatesForm', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en'))
  })

  it('shows the day the server refuses under the field, keeping what was typed', async () => {
    mockFetch({
      [`POST /api/v1/my-booking/${TOKEN}/date-requests`]: () =>
        apiError(422, 'validation_error', 'no', { fields: { 'body.startDate': 'date_in_past' } }),
    })
    const user = userEvent.setup()
    renderWithProviders(<DatesForm booking={booking} token={TOKEN} lang="en" />)
    const day = screen.getByLabelText(/New arrival date/)
    await user.type(day, '2030-05-04')
    await user.type(screen.getByRole('textbox'), 'A week later, please')
    await user.click(screen.getByRole('button', { name: 'Send the request' }))
    await expectFieldError(day, 'This date is in the past. Please choose a later date', '2030-05-04')
    expect(screen.getByRole('textbox')).toHaveValue('A week later, please')
    expect(screen.queryByText(/could not be sent/)).toBeNull()
  })
})
