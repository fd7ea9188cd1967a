import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

/** `area` decides which login page the e-mailed reset link leads back to. */
export function requestPasswordReset(input: { email: string; area: 'admin' | 'owner' }) {
  return unwrap(api.POST('/api/v1/auth/forgot-password', { body: input }))
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
