import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function requestPasswordReset(email: string) {
  return unwrap(api.POST('/api/v1/auth/forgot-password', { body: { email } }))
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
