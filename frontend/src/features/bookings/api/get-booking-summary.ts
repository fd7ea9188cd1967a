import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminBookingKeys } from './keys'

/** The back office's cards: counts by status, revenue, unread messages. */
export function getBookingSummary() {
  return unwrap(api.GET('/api/v1/admin/bookings/summary'))
}

export const bookingSummaryQueryOptions = () =>
  queryOptions({ queryKey: adminBookingKeys.summary(), queryFn: getBookingSummary })

export function useBookingSummary() {
  return useQuery(bookingSummaryQueryOptions())
}
