import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminAuditKeys } from '@/features/admin-audit/api/keys'
import { adminCampKeys } from '@/features/admin-camps/api/keys'
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys'
import { adminSubmissionKeys } from '@/features/admin-submissions/api/keys'
import { invalidate } from '@/lib/query/invalidate'
import { adminUserKeys } from './keys'

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
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      decision === 'approve' ? approveOwner(id) : rejectOwner(id),
    // Approving publishes the owner's camp; the pending count and the submissions follow.
    onSuccess: () =>
      invalidate(
        client,
        adminUserKeys.all,
        adminCampKeys.all,
        adminSubmissionKeys.all,
        adminDashboardKeys.all,
        adminAuditKeys.all,
      ),
  })
}
