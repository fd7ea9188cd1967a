import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminCampKeys, adminPackageKeys } from '@/features/listings/api/keys'
import { auditLogKey, dashboardKey, usersKey } from '@/lib/query/back-office-keys'
import { invalidate } from '@/lib/query/invalidate'
import { adminSubmissionKeys } from './keys'
import type { SubmissionReview } from '@/api/types'

export function reviewSubmission(id: number, body: SubmissionReview) {
  return unwrap(
    api.POST('/api/v1/admin/submissions/{submission_id}/review', { params: { path: { submission_id: id } }, body }),
  )
}

/** `confirmLowPrice`: the prices the server marked `priceLooksLow` were checked and are right. */
export function publishSubmission({ id, confirmLowPrice }: { id: number; confirmLowPrice: boolean }) {
  return unwrap(
    api.POST('/api/v1/admin/submissions/{submission_id}/publish', {
      params: { path: { submission_id: id } },
      body: { confirmLowPrice },
    }),
  )
}

/** A reviewed or published submission creates or changes the owner, the camp and its packages. */
function invalidateAfterSubmissionChange(client: QueryClient) {
  return invalidate(
    client,
    adminSubmissionKeys.all,
    usersKey,
    adminCampKeys.all,
    adminPackageKeys.all,
    dashboardKey,
    auditLogKey,
  )
}

export function useReviewSubmission() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubmissionReview }) => reviewSubmission(id, body),
    onSuccess: () => invalidateAfterSubmissionChange(client),
  })
}

export function usePublishSubmission() {
  const client = useQueryClient()
  return useMutation({ mutationFn: publishSubmission, onSuccess: () => invalidateAfterSubmissionChange(client) })
}
