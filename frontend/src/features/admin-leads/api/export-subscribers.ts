import { api } from '@/api/client'
import { toApiError } from '@/api/errors'

/** Downloads every subscriber as CSV (through the API client, so the session's token is sent). */
export async function exportSubscribers(): Promise<void> {
  const { response } = await api.GET('/api/v1/admin/newsletter-subscribers/export', { parseAs: 'stream' })
  if (!response.ok) throw toApiError(response, undefined)
  const blob = await response.blob()
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'newsletter-subscribers.csv'
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
