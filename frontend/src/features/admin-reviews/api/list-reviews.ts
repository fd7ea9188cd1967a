import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminReviewKeys } from './keys'

export const REVIEWS_PAGE_SIZE = 25

export function listReviews(page: number) {
  return unwrap(api.GET('/api/v1/admin/reviews', { params: { query: { page, pageSize: REVIEWS_PAGE_SIZE } } }))
}

export function useAdminReviews(page: number) {
  return useQuery({
    queryKey: adminReviewKeys.page(page),
    queryFn: () => listReviews(page),
    placeholderData: keepPreviousData,
  })
}
