import { api, unwrap } from '@/api/client'
import type { components } from '@/api/schema'
import { linkTokenQuery } from '@/lib/query/link-token-query'
import { availabilityKeys } from './keys'

export type WaitlistConfirmed = components['schemas']['WaitlistConfirmed']

/** The link of the waitlist's confirmation e-mail: from now on the address is told when places free up. */
export function confirmWaitlist(token: string) {
  return unwrap(api.POST('/api/v1/availability/waitlist/confirm', { body: { token } }))
}

// Confirming again is harmless; the query sends the link once all the same.
export const { useLinkToken: useConfirmWaitlist } = linkTokenQuery(
  availabilityKeys.waitlistConfirmation,
  confirmWaitlist,
)
