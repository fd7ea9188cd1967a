import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { auditLogKey, dashboardKey, usersKey } from '@/lib/query/back-office-keys'
import { adminBookingKeys } from '@/features/bookings/api/keys'
import { adminCampKeys, adminPackageKeys } from './keys'
import { invalidate } from '@/lib/query/invalidate'
import type { AdminCampCreate, AdminCampUpdate } from '@/api/types'

export function createCamp(body: AdminCampCreate) {
  return unwrap(api.POST('/api/v1/admin/camps', { body }))
}

export function updateCamp(id: number, body: AdminCampUpdate) {
  return unwrap(api.PATCH('/api/v1/admin/camps/{camp_id}', { params: { path: { camp_id: id } }, body }))
}

/** Create when there is no id, update otherwise; every admin list reloads afterwards. */
/** The camps, and the lists that show a camp's name (packages, bookings, users' assigned camp), the dashboard and audit log. */
export function invalidateAfterCampChange(client: QueryClient) {
  return invalidate(
    client,
    adminCampKeys.all,
    adminPackageKeys.all,
    adminBookingKeys.all,
    usersKey,
    dashboardKey,
    auditLogKey,
  )
}

export function useSaveCamp() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (save: { id: null; body: AdminCampCreate } | { id: number; body: AdminCampUpdate }) =>
      save.id === null ? createCamp(save.body) : updateCamp(save.id, save.body),
    onSuccess: () => invalidateAfterCampChange(client),
  })
}
