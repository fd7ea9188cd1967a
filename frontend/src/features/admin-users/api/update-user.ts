import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { AdminUserUpdate } from '@/api/types'

export function updateUser(id: number, body: AdminUserUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/users/{profile_id}', { params: { path: { profile_id: id } }, body }))
}

export function useUpdateUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUserUpdate }) => updateUser(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}
