import { useCallback } from 'react'
import { useTranslation } from '@/i18n/react'

/** "all_levels" -> "All Levels" (the spec: snake case words shown title-cased). */
export function titleCase(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')
}

const camel = (value: string) => value.toLowerCase().replace(/[_-]([a-z])/g, (_m, c: string) => c.toUpperCase())

/** Translated labels for catalogue codes, falling back to the title-cased code for unknown ones. */
export function useCatalogueLabels() {
  const { t, i18n } = useTranslation()
  // The one `levels` section names a level everywhere; a filter's "all-levels" is the code all_levels.
  const difficulty = useCallback(
    (code: string) => {
      const key = `levels.${code.toLowerCase().replace(/-/g, '_')}`
      return i18n.exists(key) ? (t(key as 'levels.beginner') as string) : titleCase(code)
    },
    [t, i18n],
  )
  const packageType = useCallback(
    (code: string) => {
      const key = `catalogue.packageTypes.${camel(code)}`
      return i18n.exists(key) ? (t(key as 'catalogue.packageTypes.surfOnly') as string) : titleCase(code)
    },
    [t, i18n],
  )
  return { difficulty, packageType }
}
