import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function listAdminContent() {
  return unwrap(api.GET('/api/v1/admin/content'))
}

export const adminContentQueryOptions = () => queryOptions({ queryKey: ['admin', 'content'], queryFn: listAdminContent })

export function useAdminContent() {
  return useQuery(adminContentQueryOptions())
}
