import { useMemo } from 'react'
import { useTranslation } from './react'

/**
 * Names of countries and languages in the reader's language, from the platform (Intl.DisplayNames),
 * never a stored English name or a raw code: `countryName('DE', 'fr')` is "Allemagne". One cached
 * formatter per language and kind; an unknown or missing code reads as itself or as `fallback`.
 */
type Kind = 'region' | 'language'
const formatters = new Map<string, Intl.DisplayNames | null>()

function formatter(kind: Kind, language: string): Intl.DisplayNames | null {
  const key = `${kind}:${language}`
  if (!formatters.has(key)) {
    let names: Intl.DisplayNames | null
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: kind, fallback: 'none' })
    } catch {
      names = null // a platform without DisplayNames, or a malformed language tag
    }
    formatters.set(key, names)
  }
  return formatters.get(key) ?? null
}

function nameOf(kind: Kind, code: string | null | undefined, language: string, fallback: string): string {
  if (!code) return fallback
  try {
    return formatter(kind, language)?.of(code) ?? code
  } catch {
    return code // not a well-formed code: shown as stored
  }
}

/** A country by its ISO 3166-1 alpha-2 code ("MA" -> "Morocco", "Maroc", "Marokko"). */
export function countryName(code: string | null | undefined, language: string, fallback = ''): string {
  return nameOf('region', code?.toUpperCase(), language, fallback)
}

/** A language by its code ("de" -> "German", "allemand", "Deutsch"). */
export function languageName(code: string | null | undefined, language: string, fallback = ''): string {
  return nameOf('language', code, language, fallback)
}

/** `countryName` and `languageName` in the interface language. */
export function useDisplayNames() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(
    () => ({
      country: (code: string | null | undefined, fallback = '') => countryName(code, language, fallback),
      language: (code: string | null | undefined, fallback = '') => languageName(code, language, fallback),
    }),
    [language],
  )
}
