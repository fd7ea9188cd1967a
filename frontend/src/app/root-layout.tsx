import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { useToast } from '@/components/ui/toast'
import { onForbidden } from '@/lib/auth/forbidden'
import { loginPathFor } from '@/lib/auth/roles'
import { session } from '@/lib/auth/session'

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
      <ScrollRestoration />
    </>
  )
}
