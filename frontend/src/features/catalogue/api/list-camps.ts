import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { catalogueKeys } from './keys'
import { fromPage } from '@/api/initial-data'
import type { CampPage } from '@/api/types'
import type { Language } from '@/i18n/languages'
import { CAMPS_PAGE_SIZE } from '@/lib/config/public-site'
import type { CampFilters } from '../lib/filters'

function campsQuery(filters: CampFilters, page: number, lang: Language) {
  return {
    location: filters.location,
    duration: filters.duration,
    budget: filters.budget,
    type: filters.type,
    availableOn: filters.date,
    page,
    pageSize: CAMPS_PAGE_SIZE,
    lang,
  }
}

export function listCamps(filters: CampFilters, page: number, lang: Language): Promise<CampPage> {
  return unwrap(api.GET('/api/v1/camps', { params: { query: campsQuery(filters, page, lang) } }))
}

export const campsQueryOptions = (filters: CampFilters, page: number, lang: Language) =>
  queryOptions({
    queryKey: catalogueKeys.campList(lang, filters, page),
    queryFn: () => listCamps(filters, page, lang),
    // The unfiltered first page comes with the page itself (initial-data.ts).
    ...fromPage<CampPage>('/api/v1/camps', campsQuery(filters, page, lang)),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  })

export function useCamps(filters: CampFilters, page: number, lang: Language) {
  return useQuery(campsQueryOptions(filters, page, lang))
}
