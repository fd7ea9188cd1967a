import { api, unwrap } from '@/api/client'
import { readQuery } from '@/lib/query/read-query'
import { adminSubmissionKeys } from './keys'

const read = readQuery(adminSubmissionKeys.list(), () => unwrap(api.GET('/api/v1/admin/submissions')))
export const submissionsQueryOptions = read.options
export const useSubmissions = read.useRead
