import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminAuditKeys } from '@/features/admin-audit/api/keys'
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys'
import { invalidate } from '@/lib/query/invalidate'
import { adminContentKeys } from './keys'
import type { AdminContentCreate, AdminContentUpdate } from '@/api/types'

export function createContent(body: AdminContentCreate) {
  return unwrap(api.POST('/api/v1/admin/content', { body }))
}

export function updateContent(id: number, body: AdminContentUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/content/{content_id}', { params: { path: { content_id: id } }, body }))
}

/** The CMS rows, the dashboard's activity and the audit log. */
export function invalidateAfterContentChange(client: QueryClient) {
  return invalidate(client, adminContentKeys.all, adminDashboardKeys.all, adminAuditKeys.all)
}

export function useSaveContent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminContentCreate }) =>
      id === null ? createContent(body) : updateContent(id, body),
    onSuccess: () => invalidateAfterContentChange(client),
  })
}

/** The badge: switch one row on or off. */
export function useToggleContent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => updateContent(id, { isActive }),
    onSuccess: () => invalidateAfterContentChange(client),
  })
}
