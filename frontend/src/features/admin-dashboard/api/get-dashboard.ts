import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminDashboardKeys } from './keys'

export function getDashboard() {
  return unwrap(api.GET('/api/v1/admin/dashboard'))
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: adminDashboardKeys.all, queryFn: getDashboard })

export function useDashboard() {
  return useQuery(dashboardQueryOptions())
}
