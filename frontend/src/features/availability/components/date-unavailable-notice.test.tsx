import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import { apiError, json, mockFetch, renderWithProviders } from '@/test/utils'
import { DateUnavailableNotice } from './date-unavailable-notice'

const refusal = { reason: 'full', nearest: [], startDate: '2031-05-04' }

function notice() {
  renderWithProviders(
    <DateUnavailableNotice
      refusal={refusal}
      packageId={4}
      days={7}
      people={2}
      email="lena@example.com"
      onPick={() => {}}
    />,
  )
}

describe('DateUnavailableNotice: the waitlist opt-in', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'))
  })

  it.each([
    ['en', 'Tell me if places free up', 'please check your e-mail and confirm'],
    ['fr', 'Prévenez-moi si des places se libèrent', 'consultez vos e-mails et confirmez'],
    ['de', 'Benachrichtigen Sie mich, wenn Plätze frei werden', 'bestätigen Sie mit dem Link'],
  ])('asks the traveller to confirm from the e-mail (%s)', async (language, button, done) => {
    await act(() => i18n.changeLanguage(language))
    const sent: unknown[] = []
    mockFetch({
      'POST /api/v1/availability/waitlist': async (r) => {
        sent.push(await r.json())
        return json({ success: true }, { status: 201 })
      },
    })
    notice()
    await userEvent.click(screen.getByRole('button', { name: button }))
    expect(await screen.findByRole('status')).toHaveTextContent(done)
    expect(sent).toEqual([
      {
        packageId: 4,
        startDate: '2031-05-04',
        numberOfDays: 7,
        numberOfPeople: 2,
        email: 'lena@example.com',
        language,
      },
    ])
  })

  it('says when the address was asked for too often', async () => {
    mockFetch({
      'POST /api/v1/availability/waitlist': () =>
        apiError(429, 'rate_limited', 'Too many', { headers: { 'Retry-After': '600' } }),
    })
    notice()
    await userEvent.click(screen.getByRole('button', { name: 'Tell me if places free up' }))
    expect(await screen.findByText(/600 seconds/)).toHaveAttribute('role', 'alert')
  })
})
