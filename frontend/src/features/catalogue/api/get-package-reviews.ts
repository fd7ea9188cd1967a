import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { Language } from '@/i18n/languages'
import { catalogueKeys } from './keys'
import { fromPage } from '@/api/initial-data'

/** The package's reviews as written, each with the team's translation into `lang` when there is one. */
export function getPackageReviews(packageId: number, lang: Language) {
  return unwrap(
    api.GET('/api/v1/packages/{package_id}/reviews', {
      params: { path: { package_id: packageId }, query: { pageSize: 10, lang } },
    }),
  )
}

type PackageReviews = Awaited<ReturnType<typeof getPackageReviews>>

export const packageReviewsQueryOptions = (packageId: number, lang: Language) =>
  queryOptions({
    queryKey: catalogueKeys.packageReviews(packageId, lang),
    queryFn: () => getPackageReviews(packageId, lang),
    ...fromPage<PackageReviews>(`/api/v1/packages/${packageId}/reviews`, { pageSize: 10, lang }),
    staleTime: 60 * 1000,
  })

export function usePackageReviews(packageId: number, lang: Language) {
  return useQuery(packageReviewsQueryOptions(packageId, lang))
}
