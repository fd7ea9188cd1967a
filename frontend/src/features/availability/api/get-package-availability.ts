import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { availabilityKeys } from './keys'

export interface StartsQuery {
  packageId: number
  from: string
  to: string
  days: number
  people: number
}

/** Each start date of a period for a stay length and group: available or not, why, and the places left. */
export function getPackageAvailability({ packageId, from, to, days, people }: StartsQuery) {
  return unwrap(
    api.GET('/api/v1/availability/packages/{package_id}', {
      params: { path: { package_id: packageId }, query: { from, to, days, people } },
    }),
  )
}

export const packageAvailabilityQueryOptions = (query: StartsQuery) =>
  queryOptions({
    queryKey: availabilityKeys.starts(query.packageId, query.from, query.to, query.days, query.people),
    queryFn: () => getPackageAvailability(query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

export function usePackageAvailability(query: StartsQuery, enabled = true) {
  return useQuery({ ...packageAvailabilityQueryOptions(query), enabled })
}
