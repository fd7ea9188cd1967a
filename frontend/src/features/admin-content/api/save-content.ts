import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { AdminContentCreate, AdminContentUpdate } from '@/api/types'

export function createContent(body: AdminContentCreate) {
  return unwrap(api.POST('/api/v1/admin/content', { body }))
}

export function updateContent(id: number, body: AdminContentUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/content/{content_id}', { params: { path: { content_id: id } }, body }))
}

export function useSaveContent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminContentCreate }) => (id === null ? createContent(body) : updateContent(id, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}

/** The badge: switch one row on or off. */
export function useToggleContent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => updateContent(id, { isActive }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}
