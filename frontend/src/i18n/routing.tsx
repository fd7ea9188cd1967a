import { createContext, useCallback, useContext, useLayoutEffect, type ReactNode } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { applyUnprefixedLanguage, setLanguage } from './index'
import type { Language } from './languages'
import { localizePath, stripLanguage } from './url-language'
import { loadFromServer, pageHydrated } from '@/lib/ssr/prerendered'

export {
  PREFIXED_LANGUAGES,
  isPrefixable,
  languageFromPath,
  languageOfPath,
  localizePath,
  stripLanguage,
} from './url-language'

const RouteLanguageContext = createContext<Language | null>(null)

/** The language of the page's URL (English on unprefixed public pages), or null where URLs have none. */
export function useRouteLanguage(): Language | null {
  return useContext(RouteLanguageContext)
}

/** Turns an app path into the link for the current language version of the page. */
export function useLocalizedPath(): (path: string) => string {
  const language = useRouteLanguage()
  return useCallback((path: string) => localizePath(path, language), [language])
}

/**
 * Switches language. On a public page it goes to the page's URL in that language (/fr/..., /de/...
 * or the unprefixed English one), keeping query and hash: each language has its own URL. Where URLs
 * have no language (the back office, the owner dashboard) the page stays and the choice applies.
 *
 * While a server-rendered page still hydrates (a slow phone, the first second), the new URL is
 * loaded as a page: switching in place would reach the parts not hydrated yet with the new
 * language, which their server HTML does not show (a hydration error, and the part drawn again).
 */
export function useSwitchLanguage(): (language: Language) => void {
  const href = useLanguageHref()
  const navigate = useNavigate()
  return useCallback(
    (language: Language) => {
      const target = href(language)
      if (target && !pageHydrated()) {
        loadFromServer(target)
        return
      }
      setLanguage(language)
      if (target) navigate(target)
    },
    [href, navigate],
  )
}

/**
 * The address of this page in another language (its query and hash kept), or null where URLs have no
 * language. The public site's language switch is made of links to them: they work before the page's
 * script has arrived and without one.
 */
export function useLanguageHref(): (language: Language) => string | null {
  const routeLanguage = useRouteLanguage()
  const { pathname, search, hash } = useLocation()
  return useCallback(
    (language: Language) => routeLanguage && localizePath(stripLanguage(pathname), language) + search + hash,
    [routeLanguage, pathname, search, hash],
  )
}

/**
 * Route element that applies the URL's language to its subtree: every public page has one (English
 * without prefix); `null` for the areas without a URL language (/admin, the owner dashboard), which
 * speak the signed-in person's language (setAreaLanguage) or else the remembered one.
 */
export function LanguageScope({ language, children }: { language: Language | null; children?: ReactNode }) {
  useLayoutEffect(() => {
    if (language) setLanguage(language)
    else applyUnprefixedLanguage()
  }, [language])
  return <RouteLanguageContext.Provider value={language}>{children ?? <Outlet />}</RouteLanguageContext.Provider>
}
