import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { AdminBookingUpdate, BookingStatus } from '@/api/types'
import { statementKeys } from '@/features/statements/api/keys'
import { adminCampsKey, analyticsKey, auditLogKey, dashboardKey } from '@/lib/query/back-office-keys'
import { invalidate } from '@/lib/query/invalidate'
import { adminBookingKeys, ownerBookingKeys } from './keys'

// A booking's status moves: the owner's one route per move, the back office's PATCH that also saves notes.
// Which moves a reader may make comes from the server (`allowedStatuses`); these only send them.

const OWNER_MOVES = { confirmed: 'confirm', cancelled: 'cancel', completed: 'complete' } as const
type OwnerMove = keyof typeof OWNER_MOVES

export function moveOwnerBooking(id: number, to: BookingStatus, reason?: string) {
  if (!(to in OWNER_MOVES)) throw new Error(`no owner route moves a booking to ${to}`)
  const params = { path: { booking_id: id } }
  const move = OWNER_MOVES[to as OwnerMove]
  if (move === 'cancel') {
    return unwrap(api.POST('/api/v1/owner/bookings/{booking_id}/cancel', { params, body: { reason: reason ?? '' } }))
  }
  return unwrap(
    move === 'confirm'
      ? api.POST('/api/v1/owner/bookings/{booking_id}/confirm', { params })
      : api.POST('/api/v1/owner/bookings/{booking_id}/complete', { params }),
  )
}

export function updateAdminBooking(id: number, body: AdminBookingUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/bookings/{booking_id}', { params: { path: { booking_id: id } }, body }))
}

export interface OwnerMoveInput {
  id: number
  to: BookingStatus
  reason?: string
}

/** The owner's move; the camp's lists, counts and threads (a move is a thread event) refetch either way. */
export function useMoveOwnerBooking() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, to, reason }: OwnerMoveInput) => moveOwnerBooking(id, to, reason),
    onSettled: () => invalidate(client, ownerBookingKeys.all, ownerBookingKeys.stats, ownerBookingKeys.threads),
  })
}

/** The back office's change: status (any the server offers), the reason when cancelling, the notes. */
export function useUpdateAdminBooking() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminBookingUpdate }) => updateAdminBooking(id, body),
    // Status and amount feed the summary cards, the camps' booking counts, analytics, the dashboard and the
    // statements (a completed stay, or a correction of one a paid month billed).
    onSuccess: () =>
      invalidate(
        client,
        adminBookingKeys.all,
        adminCampsKey,
        analyticsKey,
        dashboardKey,
        auditLogKey,
        statementKeys.admin(),
      ),
  })
}
