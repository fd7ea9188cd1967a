import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { invalidateAfterCampChange } from './save-camp'

export function deleteCamp(id: number) {
  return unwrap(api.DELETE('/api/v1/admin/camps/{camp_id}', { params: { path: { camp_id: id } } }))
}

export function useDeleteCamp() {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteCamp, onSuccess: () => invalidateAfterCampChange(client) })
}
