import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminReview } from '@/api/types'
import { apiError, expectFieldError, json, mockFetch, renderWithProviders } from '@/test/utils'
import { ReviewTranslationsDialog } from './review-translations-dialog'

const review: AdminReview = {
  id: 12,
  rating: 5,
  comment: 'Die Lehrer waren geduldig.',
  reviewerFirstName: 'Lukas',
  reviewerCountry: 'DE',
  language: 'de',
  translation: null,
  isDemo: false,
  createdAt: '2026-12-01T10:00:00Z',
  packageId: 3,
  campId: 1,
  isHidden: false,
  hiddenReason: null,
  translations: { en: 'The teachers were patient.' },
}
const URL = 'PUT /api/v1/admin/reviews/12/translations'

describe('ReviewTranslationsDialog', () => {
  it('shows the original beside a field per other language and saves them, an empty one as none', async () => {
    let sent: unknown = null
    const onClose = vi.fn()
    mockFetch({
      [URL]: async (request) => {
        sent = await request.json()
        return json(review)
      },
    })
    renderWithProviders(<ReviewTranslationsDialog review={review} onClose={onClose} />)
    expect(screen.getByText('Die Lehrer waren geduldig.')).toHaveAttribute('lang', 'de')
    expect(screen.getByText('Original in German')).toBeInTheDocument()
    expect(screen.queryByLabelText('In German')).not.toBeInTheDocument()
    expect(screen.getByLabelText('In English')).toHaveValue('The teachers were patient.')

    const user = userEvent.setup()
    await user.clear(screen.getByLabelText('In English'))
    await user.type(screen.getByLabelText('In French'), '  Les profs étaient patients.  ')
    await user.click(screen.getByRole('button', { name: 'Save translations' }))
    await waitFor(() => expect(sent).toEqual({ translations: { en: null, fr: 'Les profs étaient patients.' } }))
    expect(await screen.findByText('Translations saved')).toBeInTheDocument()
    expect(onClose).toHaveBeenCalled()
  })

  it('shows a refusal on its field and keeps what was typed', async () => {
    mockFetch({ [URL]: () => apiError(422, 'validation_error', 'x', { fields: { 'translations.fr': 'too_long' } }) })
    renderWithProviders(<ReviewTranslationsDialog review={review} onClose={() => {}} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('In French'), 'Trop long')
    await user.click(screen.getByRole('button', { name: 'Save translations' }))
    await expectFieldError(screen.getByLabelText('In French'), 'This text is too long.', 'Trop long')
    expect(await screen.findByText('Failed to save the translations')).toBeInTheDocument()
  })
})
