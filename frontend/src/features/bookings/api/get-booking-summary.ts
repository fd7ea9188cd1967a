import { api, unwrap } from '@/api/client'
import { readQuery } from '@/lib/query/read-query'
import { adminBookingKeys } from './keys'

/** The back office's cards: counts by status, revenue, unread messages. */
const read = readQuery(adminBookingKeys.summary(), () => unwrap(api.GET('/api/v1/admin/bookings/summary')))
export const bookingSummaryQueryOptions = read.options
export const useBookingSummary = read.useRead
