import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigate, type Location } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { useToast } from '@/components/ui/toast'
import { onForbidden } from '@/lib/auth/forbidden'
import { loginPathFor } from '@/lib/auth/roles'
import { session } from '@/lib/auth/session'

/**
 * Where a page's scroll position is kept. The first page of every document load has the key
 * "default": keyed by that alone, a page opened afresh (a typed address, a link from an e-mail, a
 * redirect to /about#press) would take the scroll position of the tab's previous such page instead
 * of its top or its #fragment. Such a page is keyed by its address; a reload still finds its own.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key
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
      <ScrollRestoration getKey={scrollKey} />
    </>
  )
}
