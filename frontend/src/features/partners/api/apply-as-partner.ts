import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { PartnerApplication } from '@/api/types'

/** POST /api/partner-signup: stores the application as a pending camp submission. */
export function applyAsPartner(body: PartnerApplication) {
  return unwrap(api.POST('/api/partner-signup', { body }))
}

export function useApplyAsPartner() {
  return useMutation({ mutationFn: applyAsPartner })
}
