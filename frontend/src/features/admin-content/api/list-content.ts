import { api, unwrap } from '@/api/client'
import { readQuery } from '@/lib/query/read-query'
import { adminContentKeys } from './keys'

const read = readQuery(adminContentKeys.list(), () => unwrap(api.GET('/api/v1/admin/content')))
export const adminContentQueryOptions = read.options
export const useAdminContent = read.useRead
