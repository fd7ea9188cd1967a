import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminBookingKeys, ownerBookingKeys } from './keys'

/** One of the camp's bookings: the e-mails link the dashboard with `?booking=ID`. */
export function getOwnerBooking(id: number) {
  return unwrap(api.GET('/api/v1/owner/bookings/{booking_id}', { params: { path: { booking_id: id } } }))
}

/** One booking by id: the e-mails link the back office with `?booking=ID`. */
export function getAdminBooking(id: number) {
  return unwrap(api.GET('/api/v1/admin/bookings/{booking_id}', { params: { path: { booking_id: id } } }))
}

export const adminBookingQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminBookingKeys.one(id), queryFn: () => getAdminBooking(id) })

export function useOwnerBooking(id: number | null) {
  return useQuery({
    queryKey: ownerBookingKeys.one(id ?? 0),
    queryFn: () => getOwnerBooking(id ?? 0),
    enabled: id !== null,
  })
}

export function useAdminBooking(id: number | null) {
  return useQuery({ ...adminBookingQueryOptions(id ?? 0), enabled: id !== null })
}
