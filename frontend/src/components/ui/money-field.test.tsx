import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import i18n from '@/i18n'
import { renderWithProviders } from '@/test/utils'
import { MoneyField, type MoneyValue } from './money-field'

const NNBSP = '\u202f'

function Price({ initial = null, seen }: { initial?: MoneyValue; seen: (value: MoneyValue) => void }) {
  const [value, setValue] = useState<MoneyValue>(initial)
  return (
    <>
      <MoneyField
        label="Price"
        value={value}
        onChange={(next) => {
          setValue(next)
          seen(next)
        }}
      />
      <button type="button">elsewhere</button>
    </>
  )
}

async function typed(language: 'en' | 'fr' | 'de', text: string, initial: MoneyValue = null) {
  await act(() => i18n.changeLanguage(language))
  const values: MoneyValue[] = []
  const user = userEvent.setup()
  renderWithProviders(<Price initial={initial} seen={(value) => values.push(value)} />)
  const field = screen.getByLabelText('Price')
  await user.clear(field)
  await user.type(field, text)
  await user.click(screen.getByRole('button', { name: 'elsewhere' }))
  return { field, value: values.at(-1) }
}

describe('MoneyField', () => {
  it.each([
    ['de', '1.250', 1250, '= 1.250,00\u00a0€'],
    ['de', '1.250,50', 1250.5, '= 1.250,50\u00a0€'],
    ['fr', '1 250,50', 1250.5, `= 1${NNBSP}250,50\u00a0€`],
    ['fr', '1250,5', 1250.5, `= 1${NNBSP}250,50\u00a0€`],
    ['en', '1,250.50', 1250.5, '= €1,250.50'],
  ] as const)('%s: reads "%s" as %d and says what it understood', async (language, text, amount, understood) => {
    const { field, value } = await typed(language, text)
    expect(value).toBe(amount)
    expect(field).toHaveAccessibleDescription(understood)
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(field).toHaveValue(text) // kept as typed
  })

  it.each([
    ['de', '1.25.0', 'Diesen Betrag konnten wir nicht lesen. Bitte schreiben Sie ihn so: 1.250,50'],
    ['fr', '1,2,3', `Nous n’avons pas pu lire ce montant. Veuillez l’écrire ainsi${NNBSP}: 1${NNBSP}250,50`],
    ['en', '12 euros', 'We could not read this amount. Please write it like 1,250.50'],
  ] as const)(
    '%s: refuses "%s" under the field, in the interface language, and keeps it',
    async (language, text, message) => {
      const { field, value } = await typed(language, text)
      expect(value).toBeNaN()
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(message)
      expect(field).toHaveValue(text)
    },
  )

  it('writes a saved amount as the interface language does, and says nothing is there when emptied', async () => {
    await act(() => i18n.changeLanguage('de'))
    const values: MoneyValue[] = []
    renderWithProviders(<Price initial={1250.5} seen={(value) => values.push(value)} />)
    const field = screen.getByLabelText('Price')
    expect(field).toHaveValue('1.250,50')
    await userEvent.setup().clear(field)
    expect(values.at(-1)).toBeNull()
  })
})
