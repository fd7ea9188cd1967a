import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function resendConfirmation(email: string) {
  return unwrap(api.POST('/api/v1/auth/resend-confirmation', { body: { email, area: 'owner' } }))
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation })
}
