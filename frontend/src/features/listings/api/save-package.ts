import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { auditLogKey, dashboardKey } from '@/lib/query/back-office-keys'
import { adminCampKeys, adminPackageKeys } from './keys'
import { invalidate } from '@/lib/query/invalidate'
import type { AdminPackageCreate, AdminPackageUpdate } from '@/api/types'

export function createPackage(body: AdminPackageCreate) {
  return unwrap(api.POST('/api/v1/admin/packages', { body }))
}

export function updatePackage(id: number, body: AdminPackageUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/packages/{package_id}', { params: { path: { package_id: id } }, body }))
}

/** A package's row, its camp's package count, and the dashboard and audit log; not users, leads or reviews. */
export function invalidateAfterPackageChange(client: QueryClient) {
  return invalidate(client, adminPackageKeys.all, adminCampKeys.all, dashboardKey, auditLogKey)
}

export function useSavePackage() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminPackageCreate }) =>
      id === null ? createPackage(body) : updatePackage(id, body),
    onSuccess: () => invalidateAfterPackageChange(client),
  })
}
