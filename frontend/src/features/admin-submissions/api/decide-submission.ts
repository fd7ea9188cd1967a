import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { SubmissionReview } from '@/api/types'

export function reviewSubmission(id: number, body: SubmissionReview) {
  return unwrap(api.POST('/api/v1/admin/submissions/{submission_id}/review', { params: { path: { submission_id: id } }, body }))
}

export function publishSubmission(id: number) {
  return unwrap(api.POST('/api/v1/admin/submissions/{submission_id}/publish', { params: { path: { submission_id: id } } }))
}

export function useReviewSubmission() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubmissionReview }) => reviewSubmission(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}

export function usePublishSubmission() {
  const client = useQueryClient()
  return useMutation({ mutationFn: publishSubmission, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) })
}
