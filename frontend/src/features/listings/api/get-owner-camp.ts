import { api, unwrap } from '@/api/client'
import { readQuery } from '@/lib/query/read-query'
import { ownerListingKeys } from './keys'

const read = readQuery(ownerListingKeys.camp(), () => unwrap(api.GET('/api/v1/owner/camp')), { retry: false })
export const ownerCampQueryOptions = read.options
export const useOwnerCamp = read.useRead
