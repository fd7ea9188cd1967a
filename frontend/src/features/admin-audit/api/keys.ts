/** Query keys of the audit log; every change made in the back office adds an entry. */
export const adminAuditKeys = {
  all: ['admin', 'audit'] as const,
  page: (page: number, entityType: string, pageSize: number) => ['admin', 'audit', page, entityType, pageSize] as const,
}
