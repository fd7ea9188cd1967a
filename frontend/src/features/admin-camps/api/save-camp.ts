import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { AdminCampCreate, AdminCampUpdate } from '@/api/types'

export function createCamp(body: AdminCampCreate) {
  return unwrap(api.POST('/api/v1/admin/camps', { body }))
}

export function updateCamp(id: number, body: AdminCampUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/camps/{camp_id}', { params: { path: { camp_id: id } }, body }))
}

/** Create when there is no id, update otherwise; every admin list reloads afterwards. */
export function useSaveCamp() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (save: { id: null; body: AdminCampCreate } | { id: number; body: AdminCampUpdate }) => (save.id === null ? createCamp(save.body) : updateCamp(save.id, save.body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}
