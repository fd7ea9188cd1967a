import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { components } from '@/api/schema'

export type WaitlistCreate = components['schemas']['WaitlistCreate']

/** Ask to be told by e-mail when places free up for a stay that is full. */
export function joinWaitlist(body: WaitlistCreate) {
  return unwrap(api.POST('/api/v1/availability/waitlist', { body }))
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist })
}
