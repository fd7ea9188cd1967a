import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { BookingStatus } from '@/api/types'
import { adminBookingKeys } from './keys'

export const BOOKINGS_PAGE_SIZE = 20

export interface BookingFilters {
  q: string
  status: BookingStatus | ''
  page: number
}

export function listBookings({ q, status, page }: BookingFilters) {
  return unwrap(
    api.GET('/api/v1/admin/bookings', {
      params: { query: { q: q.trim() || undefined, status: status || undefined, page, pageSize: BOOKINGS_PAGE_SIZE } },
    }),
  )
}

export const bookingsQueryOptions = (filters: BookingFilters) =>
  queryOptions({
    queryKey: adminBookingKeys.list(filters),
    queryFn: () => listBookings(filters),
    placeholderData: keepPreviousData,
  })

export function useBookings(filters: BookingFilters) {
  return useQuery(bookingsQueryOptions(filters))
}
