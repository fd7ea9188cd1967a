import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminPackageKeys } from './keys'

export function listAdminPackages() {
  return unwrap(api.GET('/api/v1/admin/packages'))
}

export const adminPackagesQueryOptions = () =>
  queryOptions({ queryKey: adminPackageKeys.list(), queryFn: listAdminPackages })

export function useAdminPackages() {
  return useQuery(adminPackagesQueryOptions())
}
