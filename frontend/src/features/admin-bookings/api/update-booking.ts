import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { AdminBookingUpdate } from '@/api/types'

export function updateBooking(id: number, body: AdminBookingUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/bookings/{booking_id}', { params: { path: { booking_id: id } }, body }))
}

export function useUpdateBooking() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminBookingUpdate }) => updateBooking(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}
