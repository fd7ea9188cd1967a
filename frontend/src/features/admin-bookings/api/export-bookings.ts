import { api } from '@/api/client'
import { toApiError } from '@/api/errors'
import { downloadResponse } from '@/lib/download'
import { filterQuery, type BookingListFilters } from './list-bookings'

/** Downloads the list's bookings (every page, the same filters) as CSV in the reader's language. */
export async function exportBookings(filters: BookingListFilters, lang: 'en' | 'fr' | 'de'): Promise<void> {
  const { response } = await api.GET('/api/v1/admin/bookings/export', {
    params: { query: { ...filterQuery(filters), lang } },
    parseAs: 'stream',
  })
  if (!response.ok) throw toApiError(response, await response.json().catch(() => undefined))
  await downloadResponse(response, 'bookings.csv')
}
