import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './en'
import fr from './fr'
import de from './de'
import { isLanguage, rememberedLanguage, rememberLanguage, type Language } from './languages'

export const resources = {
  en: { translation: en },
  fr: { translation: fr },
  de: { translation: de },
} as const

/** A /fr/... or /de/... URL decides the first render's language, so there is no flash of English. */
function initialLanguage(): Language {
  if (typeof window === 'undefined') return rememberedLanguage()
  const prefix = window.location.pathname.split('/')[1]
  if (prefix !== 'en' && isLanguage(prefix)) {
    rememberLanguage(prefix)
    return prefix
  }
  return rememberedLanguage()
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
})

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
applyDocumentLanguage(i18n.language)
i18n.on('languageChanged', applyDocumentLanguage)

/** Switches the interface language and remembers the choice for unprefixed URLs. */
export function setLanguage(language: Language): void {
  rememberLanguage(language)
  if (i18n.language !== language) void i18n.changeLanguage(language)
}

export default i18n
