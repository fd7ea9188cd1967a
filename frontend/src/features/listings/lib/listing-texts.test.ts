import { blankTexts, switchSourceLanguage } from './listing-texts'

describe('switchSourceLanguage', () => {
  it('makes the new language’s texts the source and keeps a text not yet written in it', () => {
    const values = blankTexts('en')
    values.translations.fr.name = 'Semaine de l’aube'
    values.translations.fr.includedFeatures = ''
    const source = { name: 'Dawn week', description: 'Seven days of surf.', includedFeatures: ['Lessons'] }
    const fields = ['name', 'description', 'includedFeatures'] as const
    const moved = switchSourceLanguage(values, source, fields, 'fr')
    expect(moved.source).toEqual({
      name: 'Semaine de l’aube',
      description: 'Seven days of surf.',
      includedFeatures: ['Lessons'],
    })
    expect(moved.texts.sourceLanguage).toBe('fr')
    expect(moved.texts.translations.en).toMatchObject({
      name: 'Dawn week',
      description: 'Seven days of surf.',
      includedFeatures: 'Lessons',
    })
  })
})
