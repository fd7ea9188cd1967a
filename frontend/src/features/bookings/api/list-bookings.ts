import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { BookingStatus } from '@/api/types'
import { adminBookingKeys, ownerBookingKeys } from './keys'

export const OWNER_BOOKINGS_PAGE_SIZE = 10
export const ADMIN_BOOKINGS_PAGE_SIZE = 20

/** A list's filters, as the back office's URL keeps them; the CSV export takes the same ones. */
export interface BookingListFilters {
  q: string
  status: BookingStatus | ''
  /** Stays starting on or after / on or before (YYYY-MM-DD, '' for open). */
  startsFrom: string
  startsTo: string
}

export interface AdminBookingFilters extends BookingListFilters {
  page: number
}

export const NO_FILTERS: BookingListFilters = { q: '', status: '', startsFrom: '', startsTo: '' }

export function filterQuery({ q, status, startsFrom, startsTo }: BookingListFilters) {
  return {
    q: q.trim() || undefined,
    status: status || undefined,
    startsFrom: startsFrom || undefined,
    startsTo: startsTo || undefined,
  }
}

/** The camp's bookings, newest first (the server scopes them to the owner's camp). */
export function listOwnerBookings(page: number) {
  return unwrap(api.GET('/api/v1/owner/bookings', { params: { query: { page, pageSize: OWNER_BOOKINGS_PAGE_SIZE } } }))
}

export const ownerBookingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ownerBookingKeys.page(page),
    queryFn: () => listOwnerBookings(page),
    placeholderData: keepPreviousData,
  })

export function useOwnerBookings(page: number) {
  return useQuery(ownerBookingsQueryOptions(page))
}

export function listAdminBookings(filters: AdminBookingFilters) {
  return unwrap(
    api.GET('/api/v1/admin/bookings', {
      params: { query: { ...filterQuery(filters), page: filters.page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE } },
    }),
  )
}

export const adminBookingsQueryOptions = (filters: AdminBookingFilters) =>
  queryOptions({
    queryKey: adminBookingKeys.list(filters),
    queryFn: () => listAdminBookings(filters),
    placeholderData: keepPreviousData,
  })

export function useAdminBookings(filters: AdminBookingFilters) {
  return useQuery(adminBookingsQueryOptions(filters))
}
