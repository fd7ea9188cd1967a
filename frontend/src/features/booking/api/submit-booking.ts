import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { BookingCreate, BookingCreated } from '@/api/types'

/** One booking request. The same Idempotency-Key always answers with the same booking. */
export function submitBooking(body: BookingCreate, idempotencyKey: string): Promise<BookingCreated> {
  return unwrap(api.POST('/api/v1/bookings', { body, headers: { 'Idempotency-Key': idempotencyKey } }))
}

export function useSubmitBooking() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BookingCreate; idempotencyKey: string }) =>
      submitBooking(body, idempotencyKey),
  })
}
