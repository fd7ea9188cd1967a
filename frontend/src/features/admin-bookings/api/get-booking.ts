import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminBookingKeys } from './keys'

/** One booking by id: the e-mails link the back office with `?booking=ID`. */
export function getBooking(id: number) {
  return unwrap(api.GET('/api/v1/admin/bookings/{booking_id}', { params: { path: { booking_id: id } } }))
}

export const bookingQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminBookingKeys.one(id), queryFn: () => getBooking(id) })

export function useBooking(id: number | null) {
  return useQuery({ ...bookingQueryOptions(id ?? 0), enabled: id !== null })
}
