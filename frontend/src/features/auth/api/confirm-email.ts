import { api, unwrap } from '@/api/client'
import { linkTokenQuery } from '@/lib/query/link-token-query'
import { authKeys } from './keys'

export function confirmEmail(token: string) {
  return unwrap(api.POST('/api/v1/auth/confirm-email', { body: { token } }))
}

export const { useLinkToken: useConfirmEmail } = linkTokenQuery(authKeys.confirmEmail, confirmEmail)
