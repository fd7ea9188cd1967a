import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { OwnerPackageCreate, OwnerPackageUpdate } from '@/api/types'
import { ownerStatsKey } from '@/lib/query/owner-keys'
import { ownerListingKeys } from './keys'

export function createOwnerPackage(body: OwnerPackageCreate) {
  return unwrap(api.POST('/api/v1/owner/packages', { body }))
}

export function updateOwnerPackage({ id, body }: { id: number; body: OwnerPackageUpdate }) {
  return unwrap(api.PATCH('/api/v1/owner/packages/{package_id}', { params: { path: { package_id: id } }, body }))
}

export function deleteOwnerPackage(id: number) {
  return unwrap(api.DELETE('/api/v1/owner/packages/{package_id}', { params: { path: { package_id: id } } }))
}

function useRefreshPackages() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerListingKeys.packages() }),
      queryClient.invalidateQueries({ queryKey: ownerStatsKey }),
    ])
}

export function useCreateOwnerPackage() {
  const refresh = useRefreshPackages()
  return useMutation({ mutationFn: createOwnerPackage, onSuccess: refresh })
}

export function useUpdateOwnerPackage() {
  const refresh = useRefreshPackages()
  return useMutation({ mutationFn: updateOwnerPackage, onSuccess: refresh })
}

/** Soft delete: the package becomes inactive and leaves the owner's list and the public site. */
export function useDeleteOwnerPackage() {
  const refresh = useRefreshPackages()
  return useMutation({ mutationFn: deleteOwnerPackage, onSuccess: refresh })
}
