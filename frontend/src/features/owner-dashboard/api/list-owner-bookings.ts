import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { ownerKeys } from './keys'

export const BOOKINGS_PAGE_SIZE = 10

export function listOwnerBookings(page: number) {
  return unwrap(api.GET('/api/v1/owner/bookings', { params: { query: { page, pageSize: BOOKINGS_PAGE_SIZE } } }))
}

export const ownerBookingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ownerKeys.bookings(page),
    queryFn: () => listOwnerBookings(page),
    placeholderData: keepPreviousData,
  })

export function useOwnerBookings(page: number) {
  return useQuery(ownerBookingsQueryOptions(page))
}
