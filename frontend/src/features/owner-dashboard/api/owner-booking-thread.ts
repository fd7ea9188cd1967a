import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { ownerKeys } from './keys'

export function getOwnerBookingThread(id: number) {
  return unwrap(api.GET('/api/v1/owner/bookings/{booking_id}/thread', { params: { path: { booking_id: id } } }))
}

export const ownerThreadQuery = (id: number) =>
  queryOptions({ queryKey: ownerKeys.thread(id), queryFn: () => getOwnerBookingThread(id) })

/** The booking's thread; reading it marks it read, so the unread counts are fetched again. */
export function useOwnerBookingThread(id: number, enabled: boolean) {
  const queryClient = useQueryClient()
  return useQuery({
    ...ownerThreadQuery(id),
    enabled,
    queryFn: async () => {
      const thread = await getOwnerBookingThread(id)
      void queryClient.invalidateQueries({ queryKey: ownerKeys.allBookings() })
      void queryClient.invalidateQueries({ queryKey: ownerKeys.stats() })
      return thread
    },
  })
}

export function useWriteOwnerMessage(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) =>
      unwrap(
        api.POST('/api/v1/owner/bookings/{booking_id}/messages', {
          params: { path: { booking_id: id } },
          body: { body },
        }),
      ),
    onSuccess: (thread) => queryClient.setQueryData(ownerKeys.thread(id), thread),
  })
}

export function useAnswerOwnerDateRequest(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: number; accept: boolean }) =>
      unwrap(
        api.POST('/api/v1/owner/bookings/{booking_id}/date-requests/{request_id}/{decision}', {
          params: { path: { booking_id: id, request_id: requestId, decision: accept ? 'accept' : 'decline' } },
          body: {},
        }),
      ),
    onSuccess: (thread) => {
      queryClient.setQueryData(ownerKeys.thread(id), thread)
      void queryClient.invalidateQueries({ queryKey: ownerKeys.allBookings() })
    },
  })
}
