import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { authKeys } from './keys'

export function confirmEmail(token: string) {
  return unwrap(api.POST('/api/v1/auth/confirm-email', { body: { token } }))
}

// A query (not a mutation) so the single-use token is sent once even when React renders twice.
export const confirmEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.confirmEmail(token),
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { handlesErrors: true },
  })

export function useConfirmEmail(token: string | null) {
  return useQuery({ ...confirmEmailQueryOptions(token ?? ''), enabled: Boolean(token) })
}
