import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export const REVIEWS_PAGE_SIZE = 25

export function listReviews(page: number) {
  return unwrap(api.GET('/api/v1/admin/reviews', { params: { query: { page, pageSize: REVIEWS_PAGE_SIZE } } }))
}

export function useAdminReviews(page: number) {
  return useQuery({ queryKey: ['admin', 'reviews', page], queryFn: () => listReviews(page), placeholderData: keepPreviousData })
}
