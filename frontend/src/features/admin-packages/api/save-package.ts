import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { AdminPackageCreate, AdminPackageUpdate } from '@/api/types'

export function createPackage(body: AdminPackageCreate) {
  return unwrap(api.POST('/api/v1/admin/packages', { body }))
}

export function updatePackage(id: number, body: AdminPackageUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/packages/{package_id}', { params: { path: { package_id: id } }, body }))
}

export function useSavePackage() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminPackageCreate }) => (id === null ? createPackage(body) : updatePackage(id, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}
