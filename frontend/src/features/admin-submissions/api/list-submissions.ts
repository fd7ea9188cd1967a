import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function listSubmissions() {
  return unwrap(api.GET('/api/v1/admin/submissions'))
}

export const submissionsQueryOptions = () => queryOptions({ queryKey: ['admin', 'submissions'], queryFn: listSubmissions })

export function useSubmissions() {
  return useQuery(submissionsQueryOptions())
}
