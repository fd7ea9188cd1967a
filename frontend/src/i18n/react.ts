import { useMemo, useSyncExternalStore } from 'react'
import type { TFunction } from 'i18next'
import i18n from './index'

function subscribe(listener: () => void): () => void {
  i18n.on('languageChanged', listener)
  return () => i18n.off('languageChanged', listener)
}

const currentLanguage = () => i18n.language

/**
 * The current language's `t` (a new function when the language changes, so memos and effects that
 * depend on it rerun) and the translator, like react-i18next's hook of the same name.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage)
  const t = useMemo(() => i18n.getFixedT(language), [language])
  return { t, i18n }
}
