import { api } from '@/api/client'
import { toApiError } from '@/api/errors'
import { downloadResponse } from '@/lib/download'

/** Downloads every subscriber as CSV (through the API client, so the session's token is sent). */
export async function exportSubscribers(): Promise<void> {
  const { response } = await api.GET('/api/v1/admin/newsletter-subscribers/export', { parseAs: 'stream' })
  if (!response.ok) throw toApiError(response, undefined)
  await downloadResponse(response, 'newsletter-subscribers.csv')
}
