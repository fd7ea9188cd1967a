import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function listAdminUsers() {
  return unwrap(api.GET('/api/v1/admin/users'))
}

export const adminUsersQueryOptions = () => queryOptions({ queryKey: ['admin', 'users'], queryFn: listAdminUsers })

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions())
}
