import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function approveOwner(id: number) {
  return unwrap(api.POST('/api/v1/admin/users/{profile_id}/approve', { params: { path: { profile_id: id } } }))
}

export function rejectOwner(id: number) {
  return unwrap(api.POST('/api/v1/admin/users/{profile_id}/reject', { params: { path: { profile_id: id } } }))
}

/** Approve (activate and publish the camp) or reject (inactive, kept) a waiting camp owner. */
export function useDecideOwner() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) => (decision === 'approve' ? approveOwner(id) : rejectOwner(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}
