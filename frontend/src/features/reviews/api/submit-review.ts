import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { components } from '@/api/schema'

export type ReviewCreate = components['schemas']['ReviewCreate']

export function submitReview(body: ReviewCreate) {
  return unwrap(api.POST('/api/v1/reviews', { body }))
}

export function useSubmitReview() {
  return useMutation({ mutationFn: submitReview })
}
