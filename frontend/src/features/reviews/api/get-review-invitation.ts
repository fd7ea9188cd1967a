import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function getReviewInvitation(token: string) {
  return unwrap(api.GET('/api/v1/reviews/invitation', { params: { query: { token } } }))
}

export const reviewInvitationQuery = (token: string) =>
  queryOptions({ queryKey: ['review-invitation', token], queryFn: () => getReviewInvitation(token), retry: false })

export function useReviewInvitation(token: string, enabled: boolean) {
  return useQuery({ ...reviewInvitationQuery(token), enabled })
}
