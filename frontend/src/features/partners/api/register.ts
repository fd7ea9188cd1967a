import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { RegisterRequest } from '@/api/types'

export function registerOwner(body: RegisterRequest) {
  return unwrap(api.POST('/api/v1/auth/register', { body }))
}

export function useRegisterOwner() {
  return useMutation({ mutationFn: registerOwner })
}
