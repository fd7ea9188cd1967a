import { auditLogKey } from '@/lib/query/back-office-keys'

/** Query keys of the audit log; every change made in the back office adds an entry. */
export const adminAuditKeys = {
  all: auditLogKey,
  page: (page: number, entityType: string, pageSize: number, lang: string) =>
    ['admin', 'audit', page, entityType, pageSize, lang] as const,
}
