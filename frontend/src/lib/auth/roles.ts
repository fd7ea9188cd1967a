import type { Me, Role } from '@/api/types'

export type AdminRole = Extract<Role, 'super_admin' | 'camp_admin'>

/** The admin role that counts: only an active super_admin or camp_admin profile. */
export function activeAdminRole(user: Me | null): AdminRole | null {
  const profile = user?.profile
  if (!profile || !profile.isActive) return null
  return profile.role === 'super_admin' || profile.role === 'camp_admin' ? profile.role : null
}

export function isSuperAdmin(user: Me | null): boolean {
  return activeAdminRole(user) === 'super_admin'
}

/** A camp owner profile, approved or still waiting for approval. */
export function isCampOwner(user: Me | null): boolean {
  return user?.profile?.role === 'camp_owner'
}

export function isActiveCampOwner(user: Me | null): boolean {
  return isCampOwner(user) && user?.profile?.isActive === true
}

/** Where to sign in again for a given path: the admin area has its own login page. */
export function loginPathFor(pathname: string): '/admin/login' | '/camp-owner/login' {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? '/admin/login' : '/camp-owner/login'
}
