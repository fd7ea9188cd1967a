import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { MyBooking } from '@/api/types'
import type { Language } from '@/i18n/languages'
import { myBookingKeys } from './keys'

type Target = { token: string; lang: Language }

export function cancelMyBooking({ token, lang, reason }: Target & { reason: string | null }) {
  return unwrap(
    api.POST('/api/v1/my-booking/{token}/cancel', { params: { path: { token }, query: { lang } }, body: { reason } }),
  )
}

export function writeMyBookingMessage({ token, lang, body }: Target & { body: string }) {
  return unwrap(
    api.POST('/api/v1/my-booking/{token}/messages', { params: { path: { token }, query: { lang } }, body: { body } }),
  )
}

export function requestMyBookingDates({
  token,
  lang,
  startDate,
  note,
}: Target & { startDate: string; note: string | null }) {
  return unwrap(
    api.POST('/api/v1/my-booking/{token}/date-requests', {
      params: { path: { token }, query: { lang } },
      body: { startDate, note },
    }),
  )
}

export function requestMyBookingLink(body: { email: string; reference: string }) {
  return unwrap(api.POST('/api/v1/my-booking-links', { body }))
}

/** Each change answers the booking as it is now: it replaces the page's copy. */
function useChange<T extends Target>(change: (input: T) => Promise<MyBooking>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (booking, { token, lang }) => queryClient.setQueryData(myBookingKeys.booking(token, lang), booking),
  })
}

export const useCancelMyBooking = () => useChange(cancelMyBooking)
export const useWriteMyBookingMessage = () => useChange(writeMyBookingMessage)
export const useRequestMyBookingDates = () => useChange(requestMyBookingDates)
export const useRequestMyBookingLink = () => useMutation({ mutationFn: requestMyBookingLink })
