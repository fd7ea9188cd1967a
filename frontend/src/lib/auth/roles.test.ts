import { makeUser } from '@/test/utils'
import { activeAdminRole, isActiveCampOwner, isCampOwner, loginPathFor } from './roles'

describe('roles', () => {
  it('counts only active admin profiles', () => {
    expect(activeAdminRole(makeUser({ role: 'super_admin', isActive: true }))).toBe('super_admin')
    expect(activeAdminRole(makeUser({ role: 'camp_admin', isActive: true }))).toBe('camp_admin')
    expect(activeAdminRole(makeUser({ role: 'super_admin', isActive: false }))).toBeNull()
    expect(activeAdminRole(makeUser({ role: 'camp_owner', isActive: true }))).toBeNull()
    expect(activeAdminRole(makeUser(null))).toBeNull()
    expect(activeAdminRole(null)).toBeNull()
  })

  it('knows owners, approved or waiting', () => {
    expect(isCampOwner(makeUser({ role: 'camp_owner', isActive: false }))).toBe(true)
    expect(isActiveCampOwner(makeUser({ role: 'camp_owner', isActive: false }))).toBe(false)
    expect(isActiveCampOwner(makeUser({ role: 'camp_owner', isActive: true }))).toBe(true)
    expect(isCampOwner(makeUser({ role: 'camp_admin', isActive: true }))).toBe(false)
  })

  it('sends /admin paths to the admin login and everything else to the owner login', () => {
    expect(loginPathFor('/admin')).toBe('/admin/login')
    expect(loginPathFor('/admin/users')).toBe('/admin/login')
    expect(loginPathFor('/administrator')).toBe('/camp-owner/login')
    expect(loginPathFor('/camp-owner')).toBe('/camp-owner/login')
    expect(loginPathFor('/')).toBe('/camp-owner/login')
  })
})
