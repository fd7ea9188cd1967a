import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { OwnerCampUpdate } from '@/api/types'
import { ownerListingKeys } from './keys'

export function updateOwnerCamp(body: OwnerCampUpdate) {
  return unwrap(api.PATCH('/api/v1/owner/camp', { body }))
}

export function useUpdateOwnerCamp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateOwnerCamp,
    onSuccess: (camp) => queryClient.setQueryData(ownerListingKeys.camp(), camp),
  })
}
