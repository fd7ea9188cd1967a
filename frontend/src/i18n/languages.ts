export const LANGUAGES = ['en', 'fr', 'de'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'
const STORAGE_KEY = 'sc.language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * The language of the last public page the visitor read (or chose with the switch), or English. It
 * never changes a public page's language (the URL decides: an unprefixed URL is English); only the
 * screens whose URLs have no language (the back office and owner dashboard before an account's
 * language applies) start in it.
 */
export function rememberedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Private mode or storage disabled: the choice simply is not remembered.
  }
}
