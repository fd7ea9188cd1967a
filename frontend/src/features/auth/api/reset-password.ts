import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function resetPassword(input: { token: string; password: string }) {
  return unwrap(api.POST('/api/v1/auth/reset-password', { body: input }))
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
