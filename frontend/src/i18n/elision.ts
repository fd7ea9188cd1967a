/**
 * French elides "de", "le", "la", "que" and "jusque" before a word that starts with a vowel:
 * "À propos de {{camp}}" reads "À propos d’Anchor Point" but "À propos de Sunset Surf House".
 * A name is only known when it is filled in, so the translator applies this to French templates
 * before it fills their placeholders. (The server's copy does the same: backend/app/kit/french.py.)
 */
const BEFORE_PLACEHOLDER = /(^|[^\p{L}])(de|le|la|que|jusque) (\{\{\s*([\w.]+)\s*\}\})/giu
// No "h" (h aspiré: "de Hamid") and no "y" ("de yoga"): only the vowels that always elide.
const STARTS_WITH_VOWEL = /^[aeiouàâäéèêëîïôöûüœæ]/i

export function elideBeforePlaceholders(template: string, valueOf: (name: string) => unknown): string {
  return template.replace(
    BEFORE_PLACEHOLDER,
    (match, before: string, word: string, placeholder: string, name: string) => {
      const value = valueOf(name)
      return typeof value === 'string' && STARTS_WITH_VOWEL.test(value.trim())
        ? `${before}${word.slice(0, -1)}’${placeholder}`
        : match
    },
  )
}
