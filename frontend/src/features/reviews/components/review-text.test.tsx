import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import { ReviewText } from './review-text'

const german = 'Die Lehrer waren geduldig und das Essen war großartig.'

describe('ReviewText', () => {
  it('shows the review as written, names its language, and the translation on request', async () => {
    await act(() => i18n.changeLanguage('fr'))
    render(
      <ReviewText
        comment={german}
        language="de"
        translation={{ language: 'fr', text: 'Les profs étaient patients et la cuisine excellente.' }}
      />,
    )
    expect(screen.getByText(german)).toHaveAttribute('lang', 'de')
    expect(screen.getByText('Écrit en allemand')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Voir la traduction' }))
    expect(screen.getByText('Les profs étaient patients et la cuisine excellente.')).toHaveAttribute('lang', 'fr')
    expect(screen.getByText('Traduction de notre équipe (original en allemand)')).toBeInTheDocument()
    expect(screen.queryByText(german)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Voir l’original' }))
    expect(screen.getByText(german)).toBeInTheDocument()
  })

  it('offers no toggle without a translation, and needs no language note in the reader’s own language', async () => {
    await act(() => i18n.changeLanguage('de'))
    const { rerender } = render(<ReviewText comment={german} language="de" translation={null} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByText(/Verfasst auf/)).not.toBeInTheDocument()
    rerender(<ReviewText comment="Great week" language="en" translation={null} />)
    expect(screen.getByText('Verfasst auf Englisch')).toBeInTheDocument()
    expect(screen.getByText('Great week')).toHaveAttribute('lang', 'en')
  })
})
