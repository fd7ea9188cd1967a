import { useWatch } from 'react-hook-form'
import { z } from '@/lib/forms/zod'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { userRoleValues } from '@/api/enums'
import type { AdminCamp, AdminUser } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { Button, Dialog, Field, Input, Select } from '@/components/ui'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, useZodForm } from '@/lib/forms/zod-form'
import { useUpdateUser } from '../api/update-user'
import { CancelSubmit } from '@/components/ui/cancel-submit'

/** A camp owner manages one camp (the server's rule); the other roles have none. */
const userRoleSchema = z
  .object({ role: z.enum(userRoleValues), assignedCampId: z.string() })
  .superRefine((values, ctx) => {
    if (values.role === 'camp_owner' && !values.assignedCampId)
      ctx.addIssue({ code: 'custom', path: ['assignedCampId'], message: 'required' })
  })

type UserRoleValues = z.infer<typeof userRoleSchema>

export function UserEditForm({ user, camps, onClose }: { user: AdminUser; camps: AdminCamp[]; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const update = useUpdateUser()
  const { fieldMessage: errorText } = useErrorMessages('admin')
  const form = useZodForm(userRoleSchema, {
    role: user.role,
    assignedCampId: user.assignedCampId ? String(user.assignedCampId) : '',
  })
  const { register } = form
  const errorOf = errorTextOf(form.formState.errors, (code, field) =>
    field === 'assignedCampId' ? t('adminUsers.campRequired') : errorText(code),
  )
  const role = useWatch({ control: form.control, name: 'role' })
  const error = form.formState.errors.root?.message
  const ownCampId = user.assignedCampId ? String(user.assignedCampId) : ''
  const choices = camps.filter((c) => c.status === 'active' || String(c.id) === ownCampId)

  function refusal(err: unknown, fallback: string) {
    if (setServerFieldErrors(err, form)) return
    form.setError('root', {
      type: 'server',
      message: isApiError(err) && err.code === 'last_super_admin' ? t('adminUsers.lastSuperAdmin') : fallback,
    })
  }

  function save(values: UserRoleValues) {
    update.mutate(
      {
        id: user.id,
        body: {
          role: values.role,
          assignedCampId: values.role === 'camp_owner' ? Number(values.assignedCampId) : null,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('adminUsers.roleUpdated'))
          onClose()
        },
        onError: (err) => {
          refusal(err, t('adminUsers.roleFailed'))
          toast.failure(t('adminUsers.roleFailed'))
        },
      },
    )
  }

  function toggleActive() {
    const isActive = !user.isActive
    form.clearErrors('root')
    update.mutate(
      { id: user.id, body: { isActive } },
      {
        onSuccess: () => {
          toast.success(t(isActive ? 'adminUsers.activated' : 'adminUsers.deactivated'))
          onClose()
        },
        onError: (err) => {
          refusal(err, t('adminUsers.statusFailed'))
          toast.failure(t('adminUsers.statusFailed'))
        },
      },
    )
  }

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('adminUsers.fields.name')}>
          {(props) => <Input {...props} value={user.fullName} readOnly disabled />}
        </Field>
        <Field label={t('adminUsers.fields.email')}>
          {(props) => <Input {...props} value={user.email} readOnly disabled />}
        </Field>
      </div>
      <Field label={t('adminUsers.fields.role')} error={errorOf('role')}>
        {(props) => (
          <Select
            {...props}
            {...register('role')}
            options={userRoleValues.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }))}
          />
        )}
      </Field>
      {role === 'camp_owner' ? (
        <Field label={t('adminUsers.fields.camp')} required error={errorOf('assignedCampId')}>
          {(props) => (
            <Select
              {...props}
              {...register('assignedCampId')}
              placeholder={t('adminUsers.fields.chooseCamp')}
              options={choices.map((camp) => ({ value: camp.id, label: camp.name }))}
            />
          )}
        </Field>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
        <Button
          variant={user.isActive ? 'destructive' : 'secondary'}
          onClick={toggleActive}
          disabled={update.isPending}
        >
          {user.isActive ? t('adminUsers.deactivate') : t('adminUsers.activate')}
        </Button>
        <CancelSubmit
          submitLabel={t('adminUsers.saveChanges')}
          onCancel={onClose}
          pending={update.isPending}
          className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row"
        />
      </div>
    </form>
  )
}

export function UserEditDialog({
  user,
  camps,
  onClose,
}: {
  user: AdminUser | null
  camps: AdminCamp[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  if (!user) return null
  return (
    <Dialog open onClose={onClose} title={t('adminUsers.editTitle')}>
      <UserEditForm key={user.id} user={user} camps={camps} onClose={onClose} />
    </Dialog>
  )
}
