import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { useApiLanguage } from '@/i18n/api-language'
import type { Language } from '@/i18n/languages'
import { adminAnalyticsKeys } from './keys'

export const PERIODS = [7, 30, 90, 365] as const
export type Period = (typeof PERIODS)[number]

/** The period's figures; camps and packages named in `lang`. */
export function getAnalytics(days: Period, lang: Language = 'en') {
  return unwrap(api.GET('/api/v1/admin/analytics', { params: { query: { days, lang } } }))
}

export const analyticsQueryOptions = (days: Period, lang: Language) =>
  queryOptions({
    queryKey: adminAnalyticsKeys.period(days, lang),
    queryFn: () => getAnalytics(days, lang),
    placeholderData: keepPreviousData,
  })

export function useAnalytics(days: Period) {
  return useQuery(analyticsQueryOptions(days, useApiLanguage()))
}
