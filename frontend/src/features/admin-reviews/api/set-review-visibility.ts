import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminAuditKeys } from '@/features/admin-audit/api/keys'
import { invalidate } from '@/lib/query/invalidate'
import { adminReviewKeys } from './keys'

export function hideReview(id: number, reason: string) {
  return unwrap(
    api.POST('/api/v1/admin/reviews/{review_id}/hide', { params: { path: { review_id: id } }, body: { reason } }),
  )
}

export function showReview(id: number) {
  return unwrap(api.POST('/api/v1/admin/reviews/{review_id}/show', { params: { path: { review_id: id } } }))
}

/** Hide (with a reason) or show again; lists and public ratings reload afterwards. */
export function useSetReviewVisibility() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      reason === null ? showReview(id) : hideReview(id, reason),
    onSuccess: () => invalidate(client, adminReviewKeys.all, adminAuditKeys.all),
  })
}
