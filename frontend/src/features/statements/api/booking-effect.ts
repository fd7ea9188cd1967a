import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { BookingStatus } from '@/api/types'
import { statementKeys } from './keys'

/** What moving a booking to `status` would do to the statements, asked while the team chooses it. */
export function useBookingBillingEffect(bookingId: number, status: BookingStatus, enabled: boolean) {
  return useQuery({
    queryKey: statementKeys.effect(bookingId, status),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/statements/bookings/{booking_id}/effect', {
          params: { path: { booking_id: bookingId }, query: { status } },
        }),
      ),
    enabled,
  })
}
