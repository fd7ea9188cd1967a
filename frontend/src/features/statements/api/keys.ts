/** Query keys of the statements: the owner's under ['owner'] (their camp), the back office's under ['admin', 'statements']. */
export const statementKeys = {
  owner: () => ['owner', 'statements'] as const,
  ownerMonth: (month: string) => ['owner', 'statements', month] as const,
  admin: () => ['admin', 'statements'] as const,
  adminList: (filters: object, page: number) => ['admin', 'statements', 'list', filters, page] as const,
  adminMonth: (campId: number, month: string) => ['admin', 'statements', 'camp', campId, month] as const,
  plan: (campId: number) => ['admin', 'statements', 'plan', campId] as const,
  commission: (months: number) => ['admin', 'statements', 'commission', months] as const,
  effect: (bookingId: number, status: string) => ['admin', 'statements', 'effect', bookingId, status] as const,
}
