/** Query keys of the analytics screen, one entry per period. */
export const adminAnalyticsKeys = {
  all: ['admin', 'analytics'] as const,
  period: (days: number) => ['admin', 'analytics', days] as const,
}
