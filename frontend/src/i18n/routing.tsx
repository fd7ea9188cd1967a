import { createContext, useCallback, useContext, useLayoutEffect, type ReactNode } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { setLanguage } from './index'
import { rememberedLanguage, type Language } from './languages'

/** Languages that have their own URL prefix; English is the unprefixed default. */
export const PREFIXED_LANGUAGES = ['fr', 'de'] as const satisfies readonly Language[]

const RouteLanguageContext = createContext<Language | null>(null)

/** The language named by the URL prefix (/fr/..., /de/...), or null on unprefixed URLs. */
export function useRouteLanguage(): Language | null {
  return useContext(RouteLanguageContext)
}

/** Reads the prefix language from a pathname, e.g. '/fr/about' -> 'fr'. */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split('/')[1]
  return (PREFIXED_LANGUAGES as readonly string[]).includes(first ?? '') ? (first as Language) : null
}

/** The path without its language prefix: '/fr/about' -> '/about', '/de' -> '/'. */
export function stripLanguage(pathname: string): string {
  const language = languageFromPath(pathname)
  if (!language) return pathname
  const rest = pathname.slice(language.length + 1)
  return rest === '' ? '/' : rest
}

// Areas that exist only in the default, unprefixed form.
const UNPREFIXED_AREAS = ['/admin', '/camp-owner']

function isPrefixable(path: string): boolean {
  if (path === '/camp-owner/login' || path === '/camp-owner/register') return true
  return !UNPREFIXED_AREAS.some((area) => path === area || path.startsWith(`${area}/`))
}

export function localizePath(path: string, language: Language | null): string {
  if (!language || language === 'en' || !path.startsWith('/') || !isPrefixable(path)) return path
  return path === '/' ? `/${language}` : `/${language}${path}`
}

/** Turns an app path into the link for the current language version of the page. */
export function useLocalizedPath(): (path: string) => string {
  const language = useRouteLanguage()
  return useCallback((path: string) => localizePath(path, language), [language])
}

/**
 * Switches language. On a prefixed URL the prefix changes (each language has its own URL);
 * on an unprefixed URL the page stays and the choice is remembered.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const routeLanguage = useRouteLanguage()
  const location = useLocation()
  const navigate = useNavigate()
  return useCallback(
    (language: Language) => {
      setLanguage(language)
      if (routeLanguage) {
        const target = localizePath(stripLanguage(location.pathname), language)
        navigate({ pathname: target, search: location.search, hash: location.hash })
      }
    },
    [routeLanguage, location, navigate],
  )
}

/** Route element that applies the URL's language (or the remembered one) to its subtree. */
export function LanguageScope({ language, children }: { language: Language | null; children?: ReactNode }) {
  useLayoutEffect(() => {
    setLanguage(language ?? rememberedLanguage())
  }, [language])
  return <RouteLanguageContext.Provider value={language}>{children ?? <Outlet />}</RouteLanguageContext.Provider>
}
