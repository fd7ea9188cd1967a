import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { components } from '@/api/schema'
import { availabilityKeys } from './keys'

export type WaitlistConfirmed = components['schemas']['WaitlistConfirmed']

/** The link of the waitlist's confirmation e-mail: from now on the address is told when places free up. */
export function confirmWaitlist(token: string) {
  return unwrap(api.POST('/api/v1/availability/waitlist/confirm', { body: { token } }))
}

// A query (not a mutation) so the link is sent once even when React renders twice; confirming again is harmless.
export const confirmWaitlistQueryOptions = (token: string) =>
  queryOptions({
    queryKey: availabilityKeys.waitlistConfirmation(token),
    queryFn: () => confirmWaitlist(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { handlesErrors: true },
  })

export function useConfirmWaitlist(token: string) {
  return useQuery({ ...confirmWaitlistQueryOptions(token), enabled: Boolean(token) })
}
