import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiError, json, mockFetch, renderRoute } from '@/test/utils'

const TOKEN = 'review-token-1234567890'
const invitation = {
  alreadyReviewed: false,
  bookingReference: 'SC-7K3Q9P',
  campName: 'Anchor Point Surf House',
  firstName: 'Marie',
  packageName: 'Beginner week',
}

describe('the review page', () => {
  it('says in German what is missing, the rating first, and sends nothing', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/reviews/invitation': () => json(invitation) })
    renderRoute(`/de/review?token=${TOKEN}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Bewertung veröffentlichen' }))
    expect(await screen.findByText('Bitte wählen Sie 1 bis 5 Sterne')).toBeInTheDocument()
    expect(screen.getByText('Bitte schreiben Sie ein paar Worte zu Ihrem Aufenthalt')).toBeInTheDocument()
    expect(screen.getAllByRole('radio')[0]).toHaveFocus()
    expect(fetchMock.mock.calls.some(([input]) => (input as Request).url.endsWith('/api/v1/reviews'))).toBe(false)
  })

  it('keeps the stars and the words when sending fails, and sends them as chosen', async () => {
    let answer = () => apiError(500, 'internal_error')
    const fetchMock = mockFetch({
      'GET /api/v1/reviews/invitation': () => json(invitation),
      'POST /api/v1/reviews': () => answer(),
    })
    renderRoute(`/review?token=${TOKEN}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: /4/ }))
    await user.type(screen.getByRole('textbox'), 'Great waves')
    await user.click(screen.getByRole('button', { name: 'Publish my review' }))
    expect(await screen.findByText('Your review could not be sent. Please try again in a moment.')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /4/ })).toBeChecked()
    expect(screen.getByRole('textbox')).toHaveValue('Great waves')

    answer = () => json({ id: 1 }, { status: 201 })
    await user.click(screen.getByRole('button', { name: 'Publish my review' }))
    expect(await screen.findByText(/Thank you/)).toBeInTheDocument()
    const sent = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .filter((r) => r.url.endsWith('/api/v1/reviews'))
    expect(await sent.at(-1)!.json()).toEqual({ token: TOKEN, rating: 4, comment: 'Great waves' })
  })
})
