import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { catalogueKeys } from './keys'
import { fromPage } from '@/api/initial-data'
import type { FeaturedCamp } from '@/api/types'
import type { Language } from '@/i18n/languages'

export async function getFeaturedCamps(lang: Language): Promise<FeaturedCamp[]> {
  return (await unwrap(api.GET('/api/v1/camps/featured', { params: { query: { lang } } }))).items
}

export const featuredCampsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: catalogueKeys.featured(lang),
    queryFn: () => getFeaturedCamps(lang),
    ...fromPage('/api/v1/camps/featured', { lang }, (answer: { items: FeaturedCamp[] }) => answer.items),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  })

export function useFeaturedCamps(lang: Language) {
  return useQuery(featuredCampsQueryOptions(lang))
}
