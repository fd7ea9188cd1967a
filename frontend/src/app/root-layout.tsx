import { useEffect, useLayoutEffect, useState } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigate, type Location } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { useToast } from '@/components/ui/toast'
import { onForbidden } from '@/lib/auth/forbidden'
import { loginPathFor } from '@/lib/auth/roles'
import { session } from '@/lib/auth/session'
import { usePrerendered } from '@/lib/ssr/prerendered'

/**
 * Where a page's scroll position is kept. The first page of every document load has the key
 * "default": keyed by that alone, a page opened afresh (a typed address, a link from an e-mail, a
 * redirect to /about#press) would take the scroll position of the tab's previous such page instead
 * of its top or its #fragment. Such a page is keyed by its address; a reload still finds its own.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key
}

// Where ScrollRestoration keeps the positions (sessionStorage), named so the first page's is written there too.
const SCROLL_POSITIONS = 'sc.scroll-positions'

/**
 * React Router's scroll restoration, but for the page the server rendered: at the end of its hydration
 * it would scroll to the top (it has no position for a page loaded afresh), throwing back a visitor who
 * began to read on a slow phone. The browser placed that page itself (its top, its #fragment, a
 * reload's position), so restoration starts at the first navigation, which keeps the first page's
 * position for Back.
 */
function PageScroll() {
  const location = useLocation()
  const serverPage = usePrerendered()
  const [first] = useState(() => (serverPage ? location : null))
  const [started, setStarted] = useState(first === null)
  if (!started && location.key !== first?.key) setStarted(true)
  if (!started) return null
  return (
    <>
      {first && <FirstPagePosition of={first} />}
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_POSITIONS} />
    </>
  )
}

/** Saves where the visitor left the server-rendered first page, before ScrollRestoration reads the positions. */
function FirstPagePosition({ of }: { of: Location }) {
  useLayoutEffect(() => {
    try {
      const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS) ?? '{}') as Record<string, number>
      positions[scrollKey(of)] = window.scrollY
      sessionStorage.setItem(SCROLL_POSITIONS, JSON.stringify(positions))
    } catch {
      // No storage (private mode, a full quota): Back shows that page's top.
    }
  }, [of])
  return null
}

/** Top route element: reacts to session-wide events that are not tied to one screen. */
export function RootLayout() {
  const navigate = useNavigate()
  const location = useLocation()
  const toast = useToast()
  const { t } = useTranslation()
  const pathname = location.pathname

  // Revoked session or a request that stayed unauthorised: back to the right login page.
  useEffect(
    () =>
      session.onEnded(() => {
        navigate(loginPathFor(pathname), { replace: true, state: { sessionEnded: true } })
      }),
    [navigate, pathname],
  )

  useEffect(
    () =>
      onForbidden(() =>
        toast({ title: t('guards.forbiddenTitle'), description: t('guards.forbiddenToast'), variant: 'destructive' }),
      ),
    [t, toast],
  )

  return (
    <>
      <Outlet />
      <PageScroll />
    </>
  )
}
