import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminAnalyticsKeys } from './keys'

export const PERIODS = [7, 30, 90, 365] as const
export type Period = (typeof PERIODS)[number]

export function getAnalytics(days: Period) {
  return unwrap(api.GET('/api/v1/admin/analytics', { params: { query: { days } } }))
}

export const analyticsQueryOptions = (days: Period) =>
  queryOptions({
    queryKey: adminAnalyticsKeys.period(days),
    queryFn: () => getAnalytics(days),
    placeholderData: keepPreviousData,
  })

export function useAnalytics(days: Period) {
  return useQuery(analyticsQueryOptions(days))
}
