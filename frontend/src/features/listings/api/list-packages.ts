import { api, unwrap } from '@/api/client'
import { readQuery } from '@/lib/query/read-query'
import { adminPackageKeys } from './keys'

const read = readQuery(adminPackageKeys.list(), () => unwrap(api.GET('/api/v1/admin/packages')))
export const adminPackagesQueryOptions = read.options
export const useAdminPackages = read.useRead
