import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { toApiError } from '@/api/errors'
import type { StatementStatus } from '@/api/types'
import { downloadResponse } from '@/lib/download'
import { auditLogKey } from '@/lib/query/back-office-keys'
import { invalidate } from '@/lib/query/invalidate'
import { statementKeys } from './keys'
import type { StatementFile } from './owner-statements'

export const STATEMENTS_PAGE_SIZE = 25

export interface StatementFilters {
  campId: number | null
  month: string
  status: StatementStatus | ''
}

/** Every camp's statements, newest month first, filtered by camp, month (YYYY-MM) and status. */
export function useAdminStatements(filters: StatementFilters, page: number) {
  return useQuery({
    queryKey: statementKeys.adminList(filters, page),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/statements', {
          params: {
            query: {
              page,
              pageSize: STATEMENTS_PAGE_SIZE,
              campId: filters.campId ?? undefined,
              month: filters.month || undefined,
              status: filters.status || undefined,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  })
}

/** One camp's month with its lines, loaded when the team opens it. */
export function useAdminStatement(campId: number, month: string) {
  return useQuery({
    queryKey: statementKeys.adminMonth(campId, month),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/statements/camps/{camp_id}/{month}', {
          params: { path: { camp_id: campId, month } },
        }),
      ),
  })
}

export function useMarkStatementPaid() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ campId, month }: { campId: number; month: string }) =>
      unwrap(
        api.POST('/api/v1/admin/statements/camps/{camp_id}/{month}/paid', {
          params: { path: { camp_id: campId, month } },
        }),
      ),
    onSuccess: () => invalidate(client, statementKeys.admin(), auditLogKey),
  })
}

export function useCampPlan(campId: number | null) {
  return useQuery({
    queryKey: statementKeys.plan(campId ?? 0),
    queryFn: () =>
      unwrap(api.GET('/api/v1/admin/statements/camps/{camp_id}/plan', { params: { path: { camp_id: campId ?? 0 } } })),
    enabled: campId !== null,
  })
}

export function useChangeCampPlan() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ campId, plan }: { campId: number; plan: string }) =>
      unwrap(
        api.PUT('/api/v1/admin/statements/camps/{camp_id}/plan', {
          params: { path: { camp_id: campId } },
          body: { plan },
        }),
      ),
    onSuccess: () => invalidate(client, statementKeys.admin(), auditLogKey),
  })
}

/** What the marketplace earned in each of the last `months` months, every camp together. */
export function useCommissionByMonth(months = 12) {
  return useQuery({
    queryKey: statementKeys.commission(months),
    queryFn: () => unwrap(api.GET('/api/v1/admin/statements/commission', { params: { query: { months } } })),
  })
}

export async function downloadAdminStatement(campId: number, month: string, file: StatementFile): Promise<void> {
  const path =
    file === 'pdf'
      ? '/api/v1/admin/statements/camps/{camp_id}/{month}/pdf'
      : '/api/v1/admin/statements/camps/{camp_id}/{month}/csv'
  const { response } = await api.GET(path, { params: { path: { camp_id: campId, month } }, parseAs: 'stream' })
  if (!response.ok) throw toApiError(response, await response.json().catch(() => undefined))
  await downloadResponse(response, `statement-${campId}-${month}.${file}`)
}
