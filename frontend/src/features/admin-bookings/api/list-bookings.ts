import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { BookingStatus } from '@/api/types'
import { adminBookingKeys } from './keys'

export const BOOKINGS_PAGE_SIZE = 20

/** The list's filters, as the URL keeps them; the CSV export takes the same ones. */
export interface BookingListFilters {
  q: string
  status: BookingStatus | ''
  /** Stays starting on or after / on or before (YYYY-MM-DD, '' for open). */
  startsFrom: string
  startsTo: string
}

export interface BookingFilters extends BookingListFilters {
  page: number
}

export function filterQuery({ q, status, startsFrom, startsTo }: BookingListFilters) {
  return {
    q: q.trim() || undefined,
    status: status || undefined,
    startsFrom: startsFrom || undefined,
    startsTo: startsTo || undefined,
  }
}

export function listBookings(filters: BookingFilters) {
  return unwrap(
    api.GET('/api/v1/admin/bookings', {
      params: { query: { ...filterQuery(filters), page: filters.page, pageSize: BOOKINGS_PAGE_SIZE } },
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
