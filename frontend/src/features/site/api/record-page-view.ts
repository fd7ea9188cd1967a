import { api } from '@/api/client'
import type { PageViewCreate } from '@/api/types'

/** Fire and forget: analytics must never disturb the visitor, so every failure is ignored. */
export function recordPageView(view: PageViewCreate): void {
  try {
    api.POST('/api/v1/page-views', { body: view }).catch(() => undefined)
  } catch {
    // Building the request failed (no fetch in this environment): nothing to record.
  }
}
