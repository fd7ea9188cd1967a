import { useTranslation } from '@/i18n/react'
import { isLanguage, type Language } from '@/i18n/languages'

/** The interface language as an API `lang` value. */
export function useApiLanguage(): Language {
  const { i18n } = useTranslation()
  return isLanguage(i18n.language) ? i18n.language : 'en'
}
