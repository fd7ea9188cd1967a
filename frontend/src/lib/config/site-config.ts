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

/**
 * The last day a stay can start on: the server refuses any later day in every request (422
 * `date_too_far`, its BOOKING_HORIZON_DAYS), so the calendars stop there. Undefined until known.
 */
export function useLastStartDate(): { lastStart: string | undefined; pending: boolean } {
  const config = useSiteConfig()
  return { lastStart: config.data?.lastStartDate, pending: config.isPending }
}

/** A period's last day (YYYY-MM-DD) as the server takes it: no later than the last start date. */
export function notPast(day: string, last: string | undefined): string {
  return last !== undefined && day > last ? last : day
}
