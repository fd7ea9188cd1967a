import { api } from '@/api/client'
import { toApiError } from '@/api/errors'
import { downloadResponse } from '@/lib/download'

/** Downloads the camp's bookings (the server scopes them to the owner's camp) as CSV in the reader's language. */
export async function exportOwnerBookings(lang: 'en' | 'fr' | 'de'): Promise<void> {
  const { response } = await api.GET('/api/v1/owner/bookings/export', {
    params: { query: { lang } },
    parseAs: 'stream',
  })
  if (!response.ok) throw toApiError(response, await response.json().catch(() => undefined))
  await downloadResponse(response, 'bookings.csv')
}
