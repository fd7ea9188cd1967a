import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { ownerKeys } from './keys'

export function confirmOwnerBooking(id: number) {
  return unwrap(api.POST('/api/v1/owner/bookings/{booking_id}/confirm', { params: { path: { booking_id: id } } }))
}

export function cancelOwnerBooking({ id, reason }: { id: number; reason: string }) {
  return unwrap(
    api.POST('/api/v1/owner/bookings/{booking_id}/cancel', { params: { path: { booking_id: id } }, body: { reason } }),
  )
}

export function completeOwnerBooking(id: number) {
  return unwrap(api.POST('/api/v1/owner/bookings/{booking_id}/complete', { params: { path: { booking_id: id } } }))
}

function useRefreshBookings() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerKeys.allBookings() }),
      queryClient.invalidateQueries({ queryKey: ownerKeys.stats() }),
      queryClient.invalidateQueries({ queryKey: ['owner', 'thread'] }),
    ])
}

export function useConfirmOwnerBooking() {
  const refresh = useRefreshBookings()
  return useMutation({ mutationFn: confirmOwnerBooking, onSettled: refresh })
}

export function useCancelOwnerBooking() {
  const refresh = useRefreshBookings()
  return useMutation({ mutationFn: cancelOwnerBooking, onSettled: refresh })
}

export function useCompleteOwnerBooking() {
  const refresh = useRefreshBookings()
  return useMutation({ mutationFn: completeOwnerBooking, onSettled: refresh })
}
