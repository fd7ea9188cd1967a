import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminAuditKeys } from '@/features/admin-audit/api/keys'
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys'
import { invalidate } from '@/lib/query/invalidate'
import { adminUserKeys } from './keys'
import type { AdminUserUpdate } from '@/api/types'

export function updateUser(id: number, body: AdminUserUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/users/{profile_id}', { params: { path: { profile_id: id } }, body }))
}

export function useUpdateUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUserUpdate }) => updateUser(id, body),
    onSuccess: () => invalidate(client, adminUserKeys.all, adminDashboardKeys.all, adminAuditKeys.all),
  })
}
