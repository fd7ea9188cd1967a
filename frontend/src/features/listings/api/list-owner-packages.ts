import { api, unwrap } from '@/api/client'
import { readQuery } from '@/lib/query/read-query'
import { ownerListingKeys } from './keys'

const read = readQuery(ownerListingKeys.packages(), () => unwrap(api.GET('/api/v1/owner/packages')))
export const ownerPackagesQueryOptions = read.options
export const useOwnerPackages = read.useRead
