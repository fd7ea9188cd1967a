import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import type { PageViewCreate } from '@/api/types'
import { stripLanguage } from '@/i18n/routing'
import { landingPages, paths } from '@/lib/config/paths'
import { recordPageView } from '../api/record-page-view'

type PageType = NonNullable<PageViewCreate['pageType']>

const LIST_PATHS: string[] = [paths.surfCamps, ...landingPages.map((page) => paths[page])]
const PARTNER_PATHS = [paths.joinPartner, paths.partnerSignup, paths.ownerDashboard]

/** The page type the analytics group a path under. */
export function pageTypeOf(path: string): PageType {
  if (path === '/') return 'home'
  if (LIST_PATHS.includes(path)) return 'list'
  if (path.startsWith('/packages/')) return 'package'
  if (path === '/blog' || path.startsWith('/blog/')) return 'blog'
  if (PARTNER_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) return 'partner'
  return 'static'
}

/** Records one anonymous page view (name and type only, no cookies) per public route change. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation()
  const last = useRef<string | null>(null)
  useEffect(() => {
    if (last.current === pathname) return
    last.current = pathname
    const path = stripLanguage(pathname)
    // One name per page whatever the language, so /fr/surf-camps counts with /surf-camps.
    recordPageView({ pageName: path.slice(0, 200), pageType: pageTypeOf(path) })
  }, [pathname])
}
