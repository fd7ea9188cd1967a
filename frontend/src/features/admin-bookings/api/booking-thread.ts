import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminBookingKeys } from './keys'

export function getAdminBookingThread(id: number) {
  return unwrap(api.GET('/api/v1/admin/bookings/{booking_id}/thread', { params: { path: { booking_id: id } } }))
}

/** The booking's thread with its full status history; reading it marks it read for the team. */
export function useAdminBookingThread(id: number) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: adminBookingKeys.thread(id),
    queryFn: async () => {
      const thread = await getAdminBookingThread(id)
      void queryClient.invalidateQueries({ queryKey: adminBookingKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: adminBookingKeys.summary() })
      return thread
    },
  })
}

export function useWriteAdminMessage(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) =>
      unwrap(
        api.POST('/api/v1/admin/bookings/{booking_id}/messages', {
          params: { path: { booking_id: id } },
          body: { body },
        }),
      ),
    onSuccess: (thread) => queryClient.setQueryData(adminBookingKeys.thread(id), thread),
  })
}

export function useAnswerAdminDateRequest(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: number; accept: boolean }) =>
      unwrap(
        api.POST('/api/v1/admin/bookings/{booking_id}/date-requests/{request_id}/{decision}', {
          params: { path: { booking_id: id, request_id: requestId, decision: accept ? 'accept' : 'decline' } },
          body: {},
        }),
      ),
    onSuccess: (thread) => {
      queryClient.setQueryData(adminBookingKeys.thread(id), thread)
      void queryClient.invalidateQueries({ queryKey: adminBookingKeys.lists() })
    },
  })
}
