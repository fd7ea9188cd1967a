import { useMemo, useSyncExternalStore } from 'react'
import type { TFunction } from 'i18next'
import i18n from './index'

function subscribe(listener: () => void): () => void {
  i18n.on('languageChanged', listener)
  return () => i18n.off('languageChanged', listener)
}

const currentLanguage = () => i18n.language

// The language the page's HTML was rendered in (its URL's): what hydration reads. A part of the page
// that hydrates after the visitor has switched language (HydratedApart, LoadWhenNear) then matches
// its HTML, and React renders it again in the new language at once. On the server, each render's.
let pageLanguage: string | null = null
const hydratedLanguage = () => pageLanguage ?? i18n.language

/** Called as the browser starts to hydrate the server's HTML (main.tsx): its language is the current one. */
export function hydrateInPageLanguage(): void {
  pageLanguage = i18n.language
}

/** Tests only (src/test/setup.ts): no page is being hydrated. */
export function resetPageLanguageForTests(): void {
  pageLanguage = null
}

/**
 * The current language's `t` (a new function when the language changes, so memos and effects that
 * depend on it rerun) and the translator, like react-i18next's hook of the same name.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, hydratedLanguage)
  const t = useMemo(() => i18n.getFixedT(language), [language])
  return { t, i18n }
}
