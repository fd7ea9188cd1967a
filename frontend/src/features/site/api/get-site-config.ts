import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { SiteConfig } from '@/api/types'

export function getSiteConfig(): Promise<SiteConfig> {
  return unwrap(api.GET('/api/v1/site-config'))
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: getSiteConfig,
    staleTime: 10 * 60 * 1000,
  })

/** Contact numbers, e-mails and business settings: the one source of truth is the server. */
export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions())
}
