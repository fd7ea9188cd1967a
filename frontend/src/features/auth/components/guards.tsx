import { useState, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { PageSpinner } from '@/components/ui/spinner'
import { loginPathFor } from '@/lib/auth/roles'
import { useSession } from '@/lib/auth/use-session'
import { paths } from '@/lib/config/paths'
import { ForbiddenPanel } from './forbidden-panel'

function SessionSpinner() {
  const { t } = useTranslation()
  return <PageSpinner label={t('guards.loadingSession')} />
}

/** Admin area: an active super_admin or camp_admin; anyone else goes to the admin login. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'loading') return <SessionSpinner />
  if (!session.adminRole)
    return <Navigate to={loginPathFor(location.pathname)} replace state={{ from: location.pathname }} />
  return children ?? <Outlet />
}

/** Super-admin-only screens: a camp_admin stays signed in and sees a forbidden page. */
export function RequireSuperAdmin({ children }: { children?: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'loading') return <SessionSpinner />
  if (!session.adminRole)
    return <Navigate to={loginPathFor(location.pathname)} replace state={{ from: location.pathname }} />
  if (session.adminRole !== 'super_admin') return <ForbiddenPanel />
  return children ?? <Outlet />
}

/** Owner dashboard: any camp_owner profile (approved or waiting); others go to the owner login. */
export function RequireOwner({ children }: { children?: ReactNode }) {
  const session = useSession()
  if (session.status === 'loading') return <SessionSpinner />
  if (!session.isOwner) return <Navigate to={paths.ownerLogin} replace />
  return children ?? <Outlet />
}

/**
 * Decides once, when the session has loaded, whether the visitor arrived signed in. A sign-in
 * that happens on the page itself is left to the page (it shows its success message first).
 */
function useArrivedSignedIn(matches: boolean): boolean | null {
  const session = useSession()
  const [decision, setDecision] = useState<boolean | null>(null)
  if (decision === null && session.status !== 'loading') setDecision(matches)
  return decision
}

/** Owner login/registration: an owner who arrives signed in goes straight to the dashboard. */
export function RedirectSignedInOwner({ children }: { children?: ReactNode }) {
  const session = useSession()
  const arrivedSignedIn = useArrivedSignedIn(session.isOwner)
  if (arrivedSignedIn === null) return <SessionSpinner />
  if (arrivedSignedIn) return <Navigate to={paths.ownerDashboard} replace />
  return children ?? <Outlet />
}

/** Admin login: an active admin who arrives signed in goes straight to the dashboard. */
export function RedirectSignedInAdmin({ children }: { children?: ReactNode }) {
  const session = useSession()
  const arrivedSignedIn = useArrivedSignedIn(session.adminRole !== null)
  if (arrivedSignedIn === null) return <SessionSpinner />
  if (arrivedSignedIn) return <Navigate to={paths.adminDashboard} replace />
  return children ?? <Outlet />
}
