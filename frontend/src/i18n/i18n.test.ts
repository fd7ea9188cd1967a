import en from './en'
import fr from './fr'
import de from './de'
import { flattenTexts as flatten, type TextTree as Tree } from './flatten'
import { SAME_AS_ENGLISH } from './same-as-english'

const source = flatten(en as unknown as Tree)
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

describe.each([
  ['fr', fr],
  ['de', de],
] as const)('%s translation', (name, translation) => {
  const target = flatten(translation as unknown as Tree)

  it('has every English key with a non-empty text', () => {
    const missing = [...source.keys()].filter((key) => !target.get(key)?.trim())
    expect(missing).toEqual([])
  })

  it('has no keys that English does not have', () => {
    expect([...target.keys()].filter((key) => !source.has(key))).toEqual([])
  })

  it('translates every text but the ones listed as the same in English (same-as-english.ts)', () => {
    const untranslated = [...source.entries()].filter(
      ([key, text]) => target.get(key) === text && !SAME_AS_ENGLISH[name].has(key),
    )
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([])
  })

  it('lists as the same in English only texts that still are', () => {
    const stale = [...SAME_AS_ENGLISH[name]].filter((key) => !source.has(key) || target.get(key) !== source.get(key))
    expect(stale).toEqual([])
  })

  it('keeps the same interpolation placeholders', () => {
    const wrong = [...source.entries()].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(target.get(key) ?? '').join(),
    )
    expect(wrong.map(([key]) => key)).toEqual([])
  })
})

it('English has no empty texts', () => {
  expect([...source.entries()].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([])
})
