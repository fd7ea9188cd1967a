import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { ownerListingKeys } from './keys'

export function listOwnerPackages() {
  return unwrap(api.GET('/api/v1/owner/packages'))
}

export const ownerPackagesQueryOptions = () =>
  queryOptions({ queryKey: ownerListingKeys.packages(), queryFn: listOwnerPackages })

export function useOwnerPackages() {
  return useQuery(ownerPackagesQueryOptions())
}
