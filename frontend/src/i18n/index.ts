import { isLanguage, rememberedLanguage, rememberLanguage, type Language } from './languages'
import { Translator } from './translator'
import { languageOfPath } from './url-language'

/**
 * Texts are loaded per language and per area, so a visitor downloads only the language they read
 * and the public site never carries the back office's texts. `public` is loaded before the first
 * render; `content` (about, legal, FAQ, blog pages), `partner` and `admin` by the routes that need them (see app/routes.tsx). All parts share
 * the one `translation` namespace, so `t` keys stay typed against en.ts.
 */
export type TextPart = 'public' | 'content' | 'partner' | 'admin'

type Texts = Record<string, unknown>
const loaders: Record<TextPart, Record<Language, () => Promise<Texts>>> = {
  public: {
    en: () => import('./bundles/public-en').then((m) => m.default),
    fr: () => import('./bundles/public-fr').then((m) => m.default),
    de: () => import('./bundles/public-de').then((m) => m.default),
  },
  content: {
    en: () => import('./content/en').then((m) => m.contentEn),
    fr: () => import('./content/fr').then((m) => m.contentFr),
    de: () => import('./content/de').then((m) => m.contentDe),
  },
  partner: {
    en: () => import('./partner-area/en').then((m) => m.partnerAreaEn),
    fr: () => import('./partner-area/fr').then((m) => m.partnerAreaFr),
    de: () => import('./partner-area/de').then((m) => m.partnerAreaDe),
  },
  admin: {
    en: () => import('./admin/en').then((m) => m.adminEn),
    fr: () => import('./admin/fr').then((m) => m.adminFr),
    de: () => import('./admin/de').then((m) => m.adminDe),
  },
}

// Parts some route asked for: a language switch loads them in the new language too.
const wanted = new Set<TextPart>(['public'])
const loading = new Map<string, Promise<void>>()

/** Adds texts to a language (tests add the full translation this way). */
export function addTexts(language: Language, part: TextPart, texts: Texts): void {
  i18n.addResourceBundle(language, 'translation', texts)
  loading.set(`${language}:${part}`, Promise.resolve())
}

function loadPart(language: Language, part: TextPart): Promise<void> {
  const key = `${language}:${part}`
  let promise = loading.get(key)
  if (!promise) {
    promise = loaders[part][language]().then((texts) => addTexts(language, part, texts))
    promise.catch(() => loading.delete(key)) // a failed chunk download can be retried
    loading.set(key, promise)
  }
  return promise
}

/** Loads text parts (in the current language, and in any language switched to later). */
export function loadTexts(...parts: TextPart[]): Promise<void> {
  for (const part of parts) wanted.add(part)
  return Promise.all(parts.map((part) => loadPart(currentLanguage(), part))).then(() => undefined)
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en'
}

/**
 * The URL decides the first render's language (English on an unprefixed public page), so there is no
 * flash of another language; only where URLs have none (back office, owner dashboard) the remembered one.
 */
function initialLanguage(): Language {
  if (typeof window === 'undefined') return rememberedLanguage()
  const language = languageOfPath(window.location.pathname)
  if (language) rememberLanguage(language)
  return language ?? rememberedLanguage()
}

const i18n = new Translator(initialLanguage(), 'en')

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
applyDocumentLanguage(i18n.language)
i18n.on('languageChanged', applyDocumentLanguage)

/** Resolves when the public texts of the first language are there (main.tsx renders after it). */
export const textsReady: Promise<void> = typeof window === 'undefined' ? Promise.resolve() : loadTexts('public')

let switchTo: Language | null = null
// The language of the back office or the owner dashboard while one is shown: the signed-in person's.
let areaLanguage: Language | null = null

/** Switches the interface language (once its texts are loaded) and remembers the choice. */
export function setLanguage(language: Language): void {
  rememberLanguage(language)
  applyLanguage(language)
}

/**
 * The language of a page without a language prefix: the area's while the back office or the owner
 * dashboard is shown (whatever the public site remembers), else the visitor's remembered choice.
 */
export function applyUnprefixedLanguage(): void {
  applyLanguage(areaLanguage ?? rememberedLanguage())
}

/**
 * Enters an area that speaks the signed-in person's language (null: leaves it). The public site's
 * remembered choice is neither read nor changed: each side keeps its own.
 */
export function setAreaLanguage(language: Language | null): void {
  areaLanguage = language
  applyUnprefixedLanguage()
}

/** Switches the interface language once its texts are loaded, without remembering it. */
function applyLanguage(language: Language): void {
  switchTo = language
  if (i18n.language === language) return
  void Promise.all([...wanted].map((part) => loadPart(language, part))).then(() => {
    // Only the last choice wins when the visitor switches again while texts load.
    if (switchTo === language && i18n.language !== language) void i18n.changeLanguage(language)
  })
}

/**
 * Tests only (src/test/setup.ts): English, no area, only the public texts wanted (the texts added stay
 * loaded), as the module is in a fresh page at /.
 */
export async function resetLanguageForTests(): Promise<void> {
  switchTo = null
  areaLanguage = null
  wanted.clear()
  wanted.add('public')
  await i18n.changeLanguage('en')
  applyDocumentLanguage('en')
}

export default i18n
