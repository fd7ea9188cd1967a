import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function getDashboard() {
  return unwrap(api.GET('/api/v1/admin/dashboard'))
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard })

export function useDashboard() {
  return useQuery(dashboardQueryOptions())
}
