import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { catalogueKeys } from './keys'

export function getPackageReviews(packageId: number) {
  return unwrap(
    api.GET('/api/v1/packages/{package_id}/reviews', {
      params: { path: { package_id: packageId }, query: { pageSize: 10 } },
    }),
  )
}

export const packageReviewsQueryOptions = (packageId: number) =>
  queryOptions({
    queryKey: catalogueKeys.packageReviews(packageId),
    queryFn: () => getPackageReviews(packageId),
    staleTime: 60 * 1000,
  })

export function usePackageReviews(packageId: number) {
  return useQuery(packageReviewsQueryOptions(packageId))
}
