import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { fromPage } from '@/api/initial-data'
import type { SiteConfig } from '@/api/types'

/** The query key of the site configuration (features/site/api/keys.ts names it too). */
export const siteConfigKey = () => ['site-config'] as const

export function getSiteConfig(): Promise<SiteConfig> {
  return unwrap(api.GET('/api/v1/site-config'))
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: siteConfigKey(),
    queryFn: getSiteConfig,
    // Every page the server sends carries it (initial-data.ts): the first render shows the numbers.
    ...fromPage<SiteConfig>('/api/v1/site-config', {}),
    staleTime: 10 * 60 * 1000,
  })

/** Contact numbers, e-mails and business settings: the one source of truth is the server. */
export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions())
}
