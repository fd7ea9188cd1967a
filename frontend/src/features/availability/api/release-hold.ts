import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { invalidate } from '@/lib/query/invalidate'
import { adminBookingKeys, ownerBookingKeys } from '@/features/bookings/api/keys'
import { availabilityKeys } from './keys'
import type { CalendarScope } from './package-calendar'

/** Free the places a pending request holds; the request stays pending (409 hold_not_held when it holds none). */
export function releaseHold(scope: CalendarScope, bookingId: number) {
  const params = { path: { booking_id: bookingId } }
  return unwrap(
    scope === 'owner'
      ? api.POST('/api/v1/owner/bookings/{booking_id}/release-hold', { params })
      : api.POST('/api/v1/admin/bookings/{booking_id}/release-hold', { params }),
  )
}

/** The release, refreshing what shows the hold: the calendars, the booking cards and lists, the counts. */
export function useReleaseHold(scope: CalendarScope) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (bookingId: number) => releaseHold(scope, bookingId),
    onSettled: () =>
      invalidate(
        client,
        availabilityKeys.calendars(),
        ...(scope === 'owner' ? [ownerBookingKeys.all, ownerBookingKeys.stats] : [adminBookingKeys.all]),
      ),
  })
}
