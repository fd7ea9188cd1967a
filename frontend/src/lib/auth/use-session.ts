import { useSyncExternalStore } from 'react'
import { session, type SessionState } from './session'
import { activeAdminRole, isCampOwner } from './roles'

export function useSession(): SessionState & {
  adminRole: ReturnType<typeof activeAdminRole>
  isOwner: boolean
} {
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState)
  return { ...state, adminRole: activeAdminRole(state.user), isOwner: isCampOwner(state.user) }
}
