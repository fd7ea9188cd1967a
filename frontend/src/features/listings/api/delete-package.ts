import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { invalidateAfterPackageChange } from './save-package'

export function deletePackage(id: number) {
  return unwrap(api.DELETE('/api/v1/admin/packages/{package_id}', { params: { path: { package_id: id } } }))
}

export function useDeletePackage() {
  const client = useQueryClient()
  return useMutation({ mutationFn: deletePackage, onSuccess: () => invalidateAfterPackageChange(client) })
}
