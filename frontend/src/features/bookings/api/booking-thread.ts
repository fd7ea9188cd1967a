import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { invalidate } from '@/lib/query/invalidate'
import { bookingKeys, type BookingScope } from './keys'

// The camp's and the team's way into a booking's thread: the same routes under each scope's prefix.

export function getBookingThread(scope: BookingScope, id: number) {
  const params = { path: { booking_id: id } }
  return unwrap(
    scope === 'owner'
      ? api.GET('/api/v1/owner/bookings/{booking_id}/thread', { params })
      : api.GET('/api/v1/admin/bookings/{booking_id}/thread', { params }),
  )
}

export function writeBookingMessage(scope: BookingScope, id: number, body: string) {
  const params = { path: { booking_id: id } }
  return unwrap(
    scope === 'owner'
      ? api.POST('/api/v1/owner/bookings/{booking_id}/messages', { params, body: { body } })
      : api.POST('/api/v1/admin/bookings/{booking_id}/messages', { params, body: { body } }),
  )
}

export function answerDateRequest(scope: BookingScope, id: number, requestId: number, accept: boolean) {
  const decision = accept ? ('accept' as const) : ('decline' as const)
  const params = { path: { booking_id: id, request_id: requestId, decision } }
  return unwrap(
    scope === 'owner'
      ? api.POST('/api/v1/owner/bookings/{booking_id}/date-requests/{request_id}/{decision}', { params, body: {} })
      : api.POST('/api/v1/admin/bookings/{booking_id}/date-requests/{request_id}/{decision}', { params, body: {} }),
  )
}

/** The booking's thread with its full status history; reading it marks it read, so the unread counts refetch. */
export function useBookingThread(scope: BookingScope, id: number, enabled = true) {
  const client = useQueryClient()
  const keys = bookingKeys(scope)
  return useQuery({
    queryKey: keys.thread(id),
    enabled,
    queryFn: async () => {
      const thread = await getBookingThread(scope, id)
      void invalidate(client, ...keys.lists)
      return thread
    },
  })
}

export function useWriteBookingMessage(scope: BookingScope, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: string) => writeBookingMessage(scope, id, body),
    onSuccess: (thread) => client.setQueryData(bookingKeys(scope).thread(id), thread),
  })
}

export function useAnswerDateRequest(scope: BookingScope, id: number) {
  const client = useQueryClient()
  const keys = bookingKeys(scope)
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: number; accept: boolean }) =>
      answerDateRequest(scope, id, requestId, accept),
    onSuccess: (thread) => {
      client.setQueryData(keys.thread(id), thread)
      void invalidate(client, ...keys.lists, keys.one(id))
    },
  })
}
