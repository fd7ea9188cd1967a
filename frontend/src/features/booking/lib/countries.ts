import { countryName } from '@/i18n/display-names'
import { COUNTRY_CODES } from './country-codes'

export { COUNTRY_CODES }

/** Country options sorted by their name in the given language (the platform's names: countryName). */
export function countryOptions(language: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(language)
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  )
}
