import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { invalidate } from '@/lib/query/invalidate'
import { adminBookingKeys } from './keys'

/** Every "My booking" link sent so far stops working; the traveller is e-mailed a new one (the back office's). */
export function revokeLinks(id: number) {
  return unwrap(
    api.POST('/api/v1/admin/bookings/{booking_id}/manage-link/revoke', { params: { path: { booking_id: id } } }),
  )
}

export function useRevokeLinks() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revokeLinks,
    onSuccess: (_booking, id) => invalidate(client, adminBookingKeys.thread(id), adminBookingKeys.one(id)),
  })
}
