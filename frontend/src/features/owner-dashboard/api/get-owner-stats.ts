import { api, unwrap } from '@/api/client'
import { readQuery } from '@/lib/query/read-query'
import { ownerKeys } from './keys'

const read = readQuery(ownerKeys.stats(), () => unwrap(api.GET('/api/v1/owner/stats')))
export const ownerStatsQueryOptions = read.options
export const useOwnerStats = read.useRead
