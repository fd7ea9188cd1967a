import { analyticsKey } from '@/lib/query/back-office-keys'

/** Query keys of the analytics screen, one entry per period and reader's language. */
export const adminAnalyticsKeys = {
  all: analyticsKey,
  period: (days: number, lang: string) => ['admin', 'analytics', days, lang] as const,
}
