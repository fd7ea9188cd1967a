import { useCallback } from 'react'
import { useTranslation } from '@/i18n/react'
import { isLanguage } from '@/i18n/languages'

/** "French" for 'fr': a site language named in the back office's language (an unknown code as it is). */
export function useLanguageName() {
  const { t } = useTranslation()
  return useCallback((code: string) => (isLanguage(code) ? t(`adminCommon.languages.${code}`) : code), [t])
}

/** The same name inside a sentence: French writes language names in lower case there ("en français"). */
export function useLanguageNameInSentence() {
  const { i18n } = useTranslation()
  const name = useLanguageName()
  return useCallback(
    (code: string) => (i18n.language === 'fr' ? name(code).toLocaleLowerCase('fr') : name(code)),
    [i18n.language, name],
  )
}
