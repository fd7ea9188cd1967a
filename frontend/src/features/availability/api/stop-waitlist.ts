import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

/** The stop link of the waitlist e-mails: the address waits for no stay any more. */
export function stopWaitlist(token: string) {
  return unwrap(api.POST('/api/v1/availability/waitlist/stop', { body: { token } }))
}

export function useStopWaitlist() {
  return useMutation({ mutationFn: stopWaitlist })
}
