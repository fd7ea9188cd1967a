import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { ownerListingKeys } from './keys'

export function getOwnerCamp() {
  return unwrap(api.GET('/api/v1/owner/camp'))
}

export const ownerCampQueryOptions = () =>
  queryOptions({ queryKey: ownerListingKeys.camp(), queryFn: getOwnerCamp, retry: false })

export function useOwnerCamp() {
  return useQuery(ownerCampQueryOptions())
}
