import { auditActionValues } from '@/api/enums'
import { PUBLIC_PAGES } from '@/lib/config/public-site'
import { CODE_TEXTS, codeKey, codeText, type CodeKind } from './codes'
import { countryName, languageName } from './display-names'
import de from './de'
import en from './en'
import fr from './fr'
import i18n from './index'

function text(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)
}

const kinds = Object.keys(CODE_TEXTS) as CodeKind[]

describe.each([
  ['en', en],
  ['fr', fr],
  ['de', de],
])('%s texts of the API codes', (_language, texts) => {
  // One case per kind: a new value of an API enum fails here until it has its text.
  it.each(kinds)('has a text for every value of %s', (kind) => {
    const missing = CODE_TEXTS[kind].values.filter((value) => {
      const found = text(texts, codeKey(kind, value))
      return typeof found !== 'string' || !found.trim()
    })
    expect(missing).toEqual([])
  })

  it('names every page of the public site (the analytics show page names, not paths)', () => {
    const keys = [...new Set(PUBLIC_PAGES.map((page) => page.key)), 'notFound']
    expect(keys.filter((key) => typeof text(texts, `pages.${key}.title`) !== 'string')).toEqual([])
  })
})

it('words each activity of the feed as a sentence with who did it and to what', () => {
  const t = i18n.getFixedT('fr')
  for (const action of auditActionValues) {
    const sentence = codeText(t, 'activitySentence', action, { actor: 'Sara', title: 'Anchor Point' })
    expect(sentence).toContain('Anchor Point')
    // Who did it is in the sentence, except for the moves nobody signed in made (the CLI, the traveller, time).
    const withoutUser = ['user.approve.cli', 'booking.traveller_cancel', 'booking.expire', 'booking.date_request']
    if (!withoutUser.includes(action)) expect(sentence).toContain('Sara')
  }
  expect(codeText(t, 'activitySentence', 'review.hide', { actor: 'Sara', title: 'Lena' })).toBe(
    'Sara a masqué l’avis laissé par Lena',
  )
})

it('shows a value outside the enum as stored, and a known one in the asked language only', () => {
  const t = i18n.getFixedT('de')
  expect(codeText(t, 'paymentMethod', 'bank-transfer')).toBe('Banküberweisung')
  expect(codeText(t, 'auditAction', 'booking.update')).toBe('Buchung geändert')
  expect(codeText(t, 'paymentMethod', 'crypto')).toBe('crypto')
})

it('names countries and languages in the reader’s language, from the platform', () => {
  expect(countryName('MA', 'fr')).toBe('Maroc')
  expect(countryName('de', 'de')).toBe('Deutschland')
  expect(countryName(null, 'en', '—')).toBe('—')
  expect(countryName('XX', 'en')).toBe('XX')
  expect(languageName('de', 'fr')).toBe('allemand')
  expect(languageName('fr', 'de')).toBe('Französisch')
})
