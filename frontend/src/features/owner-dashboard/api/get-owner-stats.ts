import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { ownerKeys } from './keys'

export function getOwnerStats() {
  return unwrap(api.GET('/api/v1/owner/stats'))
}

export const ownerStatsQueryOptions = () => queryOptions({ queryKey: ownerKeys.stats(), queryFn: getOwnerStats })

export function useOwnerStats() {
  return useQuery(ownerStatsQueryOptions())
}
