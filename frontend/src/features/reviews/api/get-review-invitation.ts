import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { reviewKeys } from './keys'

export function getReviewInvitation(token: string) {
  return unwrap(api.GET('/api/v1/reviews/invitation', { params: { query: { token } } }))
}

export const reviewInvitationQuery = (token: string) =>
  queryOptions({ queryKey: reviewKeys.invitation(token), queryFn: () => getReviewInvitation(token), retry: false })

export function useReviewInvitation(token: string, enabled: boolean) {
  return useQuery({ ...reviewInvitationQuery(token), enabled })
}
