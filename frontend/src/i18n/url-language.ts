import { DEFAULT_LANGUAGE, type Language } from './languages'

/**
 * Each language has its own URL: /fr/... and /de/... are French and German, an unprefixed public URL
 * is always English (the same URL always answers the same language, for caches, crawlers and the
 * server's rendering: backend/app/kit/public_routes.py reads URLs the same way). The back office and the
 * owner dashboard have no prefix and no URL language: they speak their own.
 */

/** Languages that have their own URL prefix; English is the unprefixed default. */
export const PREFIXED_LANGUAGES = ['fr', 'de'] as const satisfies readonly Language[]

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

/** Whether a path (without prefix) is a page of the public site, which exists in every language. */
export function isPrefixable(path: string): boolean {
  if (path === '/camp-owner/login' || path === '/camp-owner/register') return true
  return !UNPREFIXED_AREAS.some((area) => path === area || path.startsWith(`${area}/`))
}

/** The language a URL is in: its prefix's, English on an unprefixed public page, null in the areas without one. */
export function languageOfPath(pathname: string): Language | null {
  return languageFromPath(pathname) ?? (isPrefixable(pathname) ? DEFAULT_LANGUAGE : null)
}

/** A public path in a language: '/about' in 'fr' -> '/fr/about'; English and the back office stay unprefixed. */
export function localizePath(path: string, language: Language | null): string {
  if (!language || language === DEFAULT_LANGUAGE || !path.startsWith('/') || !isPrefixable(path)) return path
  return path === '/' ? `/${language}` : `/${language}${path}`
}
