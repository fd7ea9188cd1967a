import { api } from '@/api/client'
import { toApiError } from '@/api/errors'
import { downloadResponse } from '@/lib/download'
import type { BookingScope } from './keys'
import { filterQuery, type BookingListFilters } from './list-bookings'

/** Downloads the list's bookings (every page, the same filters; an owner's only their camp's) as CSV. */
export async function exportBookings(
  scope: BookingScope,
  filters: BookingListFilters,
  lang: 'en' | 'fr' | 'de',
): Promise<void> {
  const params = { query: { ...filterQuery(filters), lang } }
  const { response } =
    scope === 'owner'
      ? await api.GET('/api/v1/owner/bookings/export', { params, parseAs: 'stream' })
      : await api.GET('/api/v1/admin/bookings/export', { params, parseAs: 'stream' })
  if (!response.ok) throw toApiError(response, await response.json().catch(() => undefined))
  await downloadResponse(response, 'bookings.csv')
}
