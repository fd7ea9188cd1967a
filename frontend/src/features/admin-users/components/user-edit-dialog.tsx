import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { AdminCamp, AdminUser } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Button, Dialog, Field, Input, Select } from '@/components/ui'
import { useUpdateUser } from '../api/update-user'

type Role = AdminUser['role']
export const ROLES: Role[] = ['super_admin', 'camp_admin', 'camp_owner']

export function UserEditForm({ user, camps, onClose }: { user: AdminUser; camps: AdminCamp[]; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const update = useUpdateUser()
  const [role, setRole] = useState<Role>(user.role)
  const [campId, setCampId] = useState(user.assignedCampId ? String(user.assignedCampId) : '')
  const [error, setError] = useState<string | null>(null)
  const choices = camps.filter((c) => c.status === 'active' || String(c.id) === campId)

  function explain(err: unknown, fallback: string) {
    if (isApiError(err) && err.code === 'last_super_admin') return t('adminUsers.lastSuperAdmin')
    if (isApiError(err) && err.fields.assignedCampId) return t('adminUsers.campRequired')
    return fallback
  }

  function save(event: FormEvent) {
    event.preventDefault()
    if (role === 'camp_owner' && !campId) {
      setError(t('adminUsers.campRequired'))
      return
    }
    setError(null)
    update.mutate(
      { id: user.id, body: { role, assignedCampId: role === 'camp_owner' ? Number(campId) : null } },
      {
        onSuccess: () => {
          toast.success(t('adminUsers.roleUpdated'))
          onClose()
        },
        onError: (err) => {
          setError(explain(err, t('adminUsers.roleFailed')))
          toast.failure(t('adminUsers.roleFailed'))
        },
      },
    )
  }

  function toggleActive() {
    const isActive = !user.isActive
    update.mutate(
      { id: user.id, body: { isActive } },
      {
        onSuccess: () => {
          toast.success(t(isActive ? 'adminUsers.activated' : 'adminUsers.deactivated'))
          onClose()
        },
        onError: (err) => {
          setError(explain(err, t('adminUsers.statusFailed')))
          toast.failure(t('adminUsers.statusFailed'))
        },
      },
    )
  }

  return (
    <form onSubmit={save} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('adminUsers.fields.name')}>{(control) => <Input {...control} value={user.fullName} readOnly disabled />}</Field>
        <Field label={t('adminUsers.fields.email')}>{(control) => <Input {...control} value={user.email} readOnly disabled />}</Field>
      </div>
      <Field label={t('adminUsers.fields.role')}>
        {(control) => (
          <Select {...control} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.roles.${r}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {role === 'camp_owner' ? (
        <Field label={t('adminUsers.fields.camp')} required>
          {(control) => (
            <Select {...control} value={campId} onChange={(e) => setCampId(e.target.value)}>
              <option value="">{t('adminUsers.fields.chooseCamp')}</option>
              {choices.map((camp) => (
                <option key={camp.id} value={camp.id}>
                  {camp.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
        <Button variant={user.isActive ? 'destructive' : 'secondary'} onClick={toggleActive} disabled={update.isPending}>
          {user.isActive ? t('adminUsers.deactivate') : t('adminUsers.activate')}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {t('adminCommon.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('adminUsers.saveChanges')}
          </Button>
        </div>
      </div>
    </form>
  )
}

export function UserEditDialog({ user, camps, onClose }: { user: AdminUser | null; camps: AdminCamp[]; onClose: () => void }) {
  const { t } = useTranslation()
  if (!user) return null
  return (
    <Dialog open onClose={onClose} title={t('adminUsers.editTitle')}>
      <UserEditForm key={user.id} user={user} camps={camps} onClose={onClose} />
    </Dialog>
  )
}
