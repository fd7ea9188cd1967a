import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminSubmissionKeys } from './keys'

export function listSubmissions() {
  return unwrap(api.GET('/api/v1/admin/submissions'))
}

export const submissionsQueryOptions = () =>
  queryOptions({ queryKey: adminSubmissionKeys.list(), queryFn: listSubmissions })

export function useSubmissions() {
  return useQuery(submissionsQueryOptions())
}
