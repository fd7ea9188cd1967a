import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminUserKeys } from './keys'

export function listAdminUsers() {
  return unwrap(api.GET('/api/v1/admin/users'))
}

export const adminUsersQueryOptions = () => queryOptions({ queryKey: adminUserKeys.list(), queryFn: listAdminUsers })

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions())
}
