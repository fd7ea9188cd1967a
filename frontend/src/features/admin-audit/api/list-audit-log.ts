import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { useApiLanguage } from '@/i18n/api-language'
import type { Language } from '@/i18n/languages'
import { adminAuditKeys } from './keys'

export const AUDIT_PAGE_SIZE = 25

/** A page of the audit log; camps and packages named in `lang`. */
export function listAuditLog(page: number, entityType: string, pageSize = AUDIT_PAGE_SIZE, lang: Language = 'en') {
  return unwrap(
    api.GET('/api/v1/admin/audit-log', {
      params: { query: { page, pageSize, entityType: entityType || undefined, lang } },
    }),
  )
}

export function useAuditLog(page: number, entityType = '', pageSize = AUDIT_PAGE_SIZE, enabled = true) {
  const lang = useApiLanguage()
  return useQuery({
    queryKey: adminAuditKeys.page(page, entityType, pageSize, lang),
    queryFn: () => listAuditLog(page, entityType, pageSize, lang),
    placeholderData: keepPreviousData,
    enabled,
  })
}
