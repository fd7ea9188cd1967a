import en from './en'
import fr from './fr'
import de from './de'
import rules from './voice-rules.json'
import { flattenTexts, type TextTree as Tree } from './flatten'

const flatten = (tree: Tree) => [...flattenTexts(tree)]

function without(text: string, allowed: string[]): string {
  return allowed.reduce((rest, phrase) => rest.split(phrase).join(' '), text)
}

const INFORMAL = new RegExp(`(?<!\\p{L})(${rules.informalGerman.join('|')})(?!\\p{L})`, 'giu')
const IMPERATIVES = new Set(rules.germanImperatives)

/** The du-forms of a German text: "Buche jetzt" and "dein Surftrip", not "Ich buche" or "Sie". */
function informalWords(text: string): string[] {
  const rest = without(text, rules.germanAllowed)
  const words = [...rest.matchAll(/\p{L}+/gu)].map((m) => m[0])
  const imperatives = words.filter((word, i) => {
    const lower = word.toLowerCase()
    if (!IMPERATIVES.has(lower)) return false
    return word[0] !== lower[0] || words[i - 1]?.toLowerCase() === 'bitte' || words[i + 1]?.toLowerCase() === 'uns'
  })
  return [...[...rest.matchAll(INFORMAL)].map((m) => m[0]), ...imperatives]
}

const SPACE = rules.frenchSpace
const VOWEL = 'aeiouàâäéèêëîïôöûüœæ'

/** What French typography forbids in a text: "Prix :" (plain space), "Prix:", "«mot»", "de Anchor". */
function frenchTypoErrors(text: string): string[] {
  const rest = without(text, rules.frenchAllowed)
  const checks: [string, RegExp][] = [
    ['space that is not U+202F before : ; ! ?', /[^\S\u202f]+[:;!?]/gu],
    ['no space before ; ! ?', /[^\s!?;][;!?]/gu],
    ['no space before :', /[^\s:"][:](?=\s|$)/gu], // not JSON's {"key": 1}
    ['« without U+202F after it', /«(?!\u202f)/gu],
    ['» without U+202F before it', /(?<!\u202f)»/gu],
    ['no elision', new RegExp(`(?<![\\p{L}-])(de|le|la|que|je|ne|se|jusque) [${VOWEL}]\\p{L}*`, 'giu')],
  ]
  return checks.flatMap(([rule, pattern]) => [...rest.matchAll(pattern)].map((m) => `${rule}: "${m[0]}"`))
}

it('uses U+202F as the French space (the rule both checkers read)', () => {
  expect(SPACE).toBe('\u202f')
})

it('addresses the German reader as Sie in every text', () => {
  const found = flatten(de as unknown as Tree).flatMap(([key, text]) =>
    informalWords(text).map((word) => `${key}: ${word}`),
  )
  expect(found).toEqual([])
})

it('follows French typography in every text', () => {
  const found = flatten(fr as unknown as Tree).flatMap(([key, text]) =>
    frenchTypoErrors(text).map((error) => `${key}: ${error}`),
  )
  expect(found).toEqual([])
})

it('catches what it is meant to catch', () => {
  expect(informalWords('Buche dein Surfabenteuer')).toEqual(['dein', 'Buche'])
  expect(informalWords('Bitte wähle ein Land, oder schreib uns auf WhatsApp')).toEqual(['wähle', 'schreib'])
  expect(informalWords('Bitte versuche es erneut')).toEqual(['versuche es'])
  expect(informalWords('Bitte wählen Sie ein Land. Dann buche ich. Zu viele Versuche, ein Klick.')).toEqual([])
  expect(frenchTypoErrors('Prix : 12 ; ok ! « mot »')).toHaveLength(5)
  expect(frenchTypoErrors('Prix: 12 €')).toHaveLength(1)
  expect(frenchTypoErrors('À propos de Anchor Point')).toHaveLength(1)
  expect(frenchTypoErrors('Puis-je annuler\u202f? À la une')).toEqual([])
  expect(frenchTypoErrors('Prix\u202f: 10:00, https://example.com ?\u202f! «\u202fmot\u202f» de yoga, le 8')).toEqual([
    'space that is not U+202F before : ; ! ?: " ?"',
  ])
})

it('names the surf levels in one section only', () => {
  const sections: string[] = []
  const visit = (tree: Tree, path: string) => {
    const keys = Object.keys(tree)
    if (['beginner', 'intermediate', 'advanced'].every((level) => keys.includes(level))) sections.push(path)
    for (const [key, value] of Object.entries(tree)) if (typeof value !== 'string') visit(value, `${path}.${key}`)
  }
  for (const [lang, texts] of Object.entries({ en, fr, de })) visit(texts as unknown as Tree, lang)
  expect(sections).toEqual(['en.levels', 'fr.levels', 'de.levels'])
})
