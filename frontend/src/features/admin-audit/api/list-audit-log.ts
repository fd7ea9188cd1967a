import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminAuditKeys } from './keys'

export const AUDIT_PAGE_SIZE = 25

export function listAuditLog(page: number, entityType: string, pageSize = AUDIT_PAGE_SIZE) {
  return unwrap(
    api.GET('/api/v1/admin/audit-log', { params: { query: { page, pageSize, entityType: entityType || undefined } } }),
  )
}

export function useAuditLog(page: number, entityType = '', pageSize = AUDIT_PAGE_SIZE, enabled = true) {
  return useQuery({
    queryKey: adminAuditKeys.page(page, entityType, pageSize),
    queryFn: () => listAuditLog(page, entityType, pageSize),
    placeholderData: keepPreviousData,
    enabled,
  })
}
