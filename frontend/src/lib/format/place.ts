import { countryName } from '@/i18n/display-names'
import { COUNTRY, TOWNS } from '@/lib/config/public-site'

/** The town a camp's location key names ("taghazout" -> "Taghazout"), the same in every language. */
export function formatTown(locationKey: string): string {
  return TOWNS[locationKey] ?? locationKey.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
}

/**
 * A camp's place from its location key, in the reader's language: "Taghazout, Morocco" /
 * "Taghazout, Maroc" / "Taghazout, Marokko". The server names it the same way (app/kit/formatting.py
 * place_name); the camp's stored English text is never shown.
 */
export function formatPlace(locationKey: string, language: string): string {
  return `${formatTown(locationKey)}, ${countryName(COUNTRY, language)}`
}
