import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminAnalyticsKeys } from '@/features/admin-analytics/api/keys'
import { adminAuditKeys } from '@/features/admin-audit/api/keys'
import { adminCampKeys } from '@/features/admin-camps/api/keys'
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys'
import { invalidate } from '@/lib/query/invalidate'
import { adminBookingKeys } from './keys'
import type { AdminBookingUpdate } from '@/api/types'

export function updateBooking(id: number, body: AdminBookingUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/bookings/{booking_id}', { params: { path: { booking_id: id } }, body }))
}

export function useUpdateBooking() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminBookingUpdate }) => updateBooking(id, body),
    // Status and amount feed the summary cards, the camps' booking counts, analytics and the dashboard.
    onSuccess: () =>
      invalidate(
        client,
        adminBookingKeys.all,
        adminCampKeys.all,
        adminAnalyticsKeys.all,
        adminDashboardKeys.all,
        adminAuditKeys.all,
      ),
  })
}
