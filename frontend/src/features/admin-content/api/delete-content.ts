import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { invalidateAfterContentChange } from './save-content'

export function deleteContent(id: number) {
  return unwrap(api.DELETE('/api/v1/admin/content/{content_id}', { params: { path: { content_id: id } } }))
}

export function useDeleteContent() {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteContent, onSuccess: () => invalidateAfterContentChange(client) })
}
