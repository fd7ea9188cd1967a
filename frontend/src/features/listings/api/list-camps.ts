import { api, unwrap } from '@/api/client'
import { readQuery } from '@/lib/query/read-query'
import { adminCampKeys } from './keys'

const read = readQuery(adminCampKeys.list(), () => unwrap(api.GET('/api/v1/admin/camps')))
export const adminCampsQueryOptions = read.options
export const useAdminCamps = read.useRead
