import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { catalogueKeys } from './keys'
import { isApiError } from '@/api/errors'
import { fromPage } from '@/api/initial-data'
import type { PackageDetail } from '@/api/types'
import type { Language } from '@/i18n/languages'

/** A package by id or slug (cards link by id; the featured deal by slug). */
export function getPackage(ref: string, lang: Language): Promise<PackageDetail> {
  return unwrap(api.GET('/api/v1/packages/{package_ref}', { params: { path: { package_ref: ref }, query: { lang } } }))
}

export const packageQueryOptions = (ref: string, lang: Language) =>
  queryOptions({
    queryKey: catalogueKeys.package(ref, lang),
    queryFn: () => getPackage(ref, lang),
    // A package page, and the home page's featured deal, come with their package (initial-data.ts).
    ...fromPage<PackageDetail>(`/api/v1/packages/${encodeURIComponent(ref)}`, { lang }),
    staleTime: 60 * 1000,
    // A 404 is an answer, not a hiccup: do not retry it.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  })

export function usePackage(ref: string | undefined, lang: Language) {
  return useQuery({ ...packageQueryOptions(ref ?? '', lang), enabled: Boolean(ref) })
}
