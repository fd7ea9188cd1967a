import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminAuditKeys } from '@/features/admin-audit/api/keys'
import { adminCampKeys } from '@/features/listings/api/keys'
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys'
import { adminSubmissionKeys } from '@/features/partners/api/keys'
import { invalidate } from '@/lib/query/invalidate'
import { adminUserKeys } from './keys'

export function approveOwner(id: number) {
  return unwrap(api.POST('/api/v1/admin/users/{profile_id}/approve', { params: { path: { profile_id: id } } }))
}

export function rejectOwner(id: number, reason: string) {
  return unwrap(
    api.POST('/api/v1/admin/users/{profile_id}/reject', { params: { path: { profile_id: id } }, body: { reason } }),
  )
}

/** Approve (activate and publish the camp) or reject (inactive, kept; the owner is e-mailed the reason) a waiting camp owner. */
export function useDecideOwner() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (decision: { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string }) =>
      decision.decision === 'approve' ? approveOwner(decision.id) : rejectOwner(decision.id, decision.reason),
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
