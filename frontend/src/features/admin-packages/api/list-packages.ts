import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function listAdminPackages() {
  return unwrap(api.GET('/api/v1/admin/packages'))
}

export const adminPackagesQueryOptions = () => queryOptions({ queryKey: ['admin', 'packages'], queryFn: listAdminPackages })

export function useAdminPackages() {
  return useQuery(adminPackagesQueryOptions())
}
