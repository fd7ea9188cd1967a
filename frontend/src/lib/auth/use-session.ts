import { useSyncExternalStore } from 'react'
import { session, type SessionState } from './session'
import { activeAdminRole, isCampOwner } from './roles'

// The session is restored from the refresh cookie the first time a screen asks for it, so public
// pages (which never do) make no /auth/refresh call and log no 401 for anonymous visitors.
function subscribe(listener: () => void): () => void {
  void session.start()
  return session.subscribe(listener)
}

export function useSession(): SessionState & {
  adminRole: ReturnType<typeof activeAdminRole>
  isOwner: boolean
} {
  const state = useSyncExternalStore(subscribe, session.getState, session.getState)
  return { ...state, adminRole: activeAdminRole(state.user), isOwner: isCampOwner(state.user) }
}
