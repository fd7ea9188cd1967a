import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminContentKeys } from './keys'

export function listAdminContent() {
  return unwrap(api.GET('/api/v1/admin/content'))
}

export const adminContentQueryOptions = () =>
  queryOptions({ queryKey: adminContentKeys.list(), queryFn: listAdminContent })

export function useAdminContent() {
  return useQuery(adminContentQueryOptions())
}
