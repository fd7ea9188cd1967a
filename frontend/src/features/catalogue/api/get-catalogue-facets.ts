import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { fromPage } from '@/api/initial-data'
import type { CatalogueFacets } from '@/api/types'
import { catalogueKeys } from './keys'

/** What the camp search's filters offer: the lengths, price ranges, towns, kinds and levels on sale. */
export function getCatalogueFacets(): Promise<CatalogueFacets> {
  return unwrap(api.GET('/api/v1/camps/facets'))
}

export const catalogueFacetsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.facets,
    queryFn: getCatalogueFacets,
    // The home page and the camp lists come with it (backend/app/seo/service.py).
    ...fromPage<CatalogueFacets>('/api/v1/camps/facets', {}),
    staleTime: 5 * 60 * 1000,
  })

export function useCatalogueFacets() {
  return useQuery(catalogueFacetsQueryOptions())
}
