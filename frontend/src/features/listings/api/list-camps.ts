import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminCampKeys } from './keys'

export function listAdminCamps() {
  return unwrap(api.GET('/api/v1/admin/camps'))
}

export const adminCampsQueryOptions = () => queryOptions({ queryKey: adminCampKeys.list(), queryFn: listAdminCamps })

export function useAdminCamps() {
  return useQuery(adminCampsQueryOptions())
}
