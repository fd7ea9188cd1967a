import fr from './fr'
import { Translator } from './translator'

function french(texts: Record<string, string>): Translator {
  const translator = new Translator('fr', 'en')
  translator.addResourceBundle('fr', 'translation', texts)
  translator.addResourceBundle('en', 'translation', { english: 'Map of de {{camp}}' })
  return translator
}

describe('French elision before a filled-in name', () => {
  const t = french({
    about: 'À propos de {{camp}}',
    start: 'Le {{camp}}',
    until: 'jusque {{place}}',
    day: 'le {{date}}',
  })

  it('elides "de", "le" and "que" before a name that starts with a vowel', () => {
    expect(t.translate('about', { camp: 'Anchor Point Surf House' })).toBe('À propos d’Anchor Point Surf House')
    expect(t.translate('about', { camp: 'Imsouane Point House' })).toBe('À propos d’Imsouane Point House')
    expect(t.translate('start', { camp: 'Océan Lodge' })).toBe('L’Océan Lodge')
    expect(t.translate('until', { place: 'Agadir' })).toBe('jusqu’Agadir')
  })

  it('keeps the word before a consonant, an aspirated h, a "y" or a number', () => {
    expect(t.translate('about', { camp: 'Sunset Surf House' })).toBe('À propos de Sunset Surf House')
    expect(t.translate('about', { camp: 'Hamid’s Place' })).toBe('À propos de Hamid’s Place')
    expect(t.translate('about', { camp: 'Yoga Riad' })).toBe('À propos de Yoga Riad')
    expect(t.translate('day', { date: '8 mars' })).toBe('le 8 mars')
  })

  it('leaves English (a fallback) and German alone', () => {
    expect(t.translate('english', { camp: 'Anchor Point' })).toBe('Map of de Anchor Point')
    const german = new Translator('de', 'en')
    german.addResourceBundle('de', 'translation', { about: 'Über de {{camp}}' })
    expect(german.translate('about', { camp: 'Anchor Point' })).toBe('Über de Anchor Point')
  })

  it('applies to the package page’s French texts', () => {
    const site = new Translator('fr', 'en')
    site.addResourceBundle('fr', 'translation', fr as unknown as Record<string, unknown>)
    expect(site.translate('packageDetail.aboutCamp', { camp: 'Anchor Point Surf House' })).toBe(
      'À propos d’Anchor Point Surf House',
    )
    expect(site.translate('packageDetail.mapTitle', { camp: 'Imsouane Point House' })).toBe(
      'Carte d’Imsouane Point House',
    )
  })
})
