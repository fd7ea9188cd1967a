import { paths } from '@/lib/config/paths'

/** Which login page a password flow returns to (?area=admin|owner). */
export function loginPathForArea(area: string | null): string {
  return area === 'admin' ? paths.adminLogin : paths.ownerLogin
}
