import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function getBookingSummary() {
  return unwrap(api.GET('/api/v1/admin/bookings/summary'))
}

export const bookingSummaryQueryOptions = () => queryOptions({ queryKey: ['admin', 'bookings', 'summary'], queryFn: getBookingSummary })

export function useBookingSummary() {
  return useQuery(bookingSummaryQueryOptions())
}
