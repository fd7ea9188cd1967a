import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { ownerKeys } from './keys'

/** One of the camp's bookings: the e-mails link the dashboard with `?booking=ID`. */
export function getOwnerBooking(id: number) {
  return unwrap(api.GET('/api/v1/owner/bookings/{booking_id}', { params: { path: { booking_id: id } } }))
}

export function useOwnerBooking(id: number | null) {
  return useQuery({
    queryKey: ownerKeys.booking(id ?? 0),
    queryFn: () => getOwnerBooking(id ?? 0),
    enabled: id !== null,
  })
}
