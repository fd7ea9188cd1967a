import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { toApiError } from '@/api/errors'
import { downloadResponse } from '@/lib/download'
import { statementKeys } from './keys'

export type StatementFile = 'pdf' | 'csv'

/** The owner's plan, what they owe and every month's statement (the server scopes it to their camp). */
export function useOwnerStatements() {
  return useQuery({
    queryKey: statementKeys.owner(),
    queryFn: () => unwrap(api.GET('/api/v1/owner/statements')),
  })
}

/** One month's statement with its booking lines, loaded when the owner opens it. */
export function useOwnerStatement(month: string | null) {
  return useQuery({
    queryKey: statementKeys.ownerMonth(month ?? ''),
    queryFn: () => unwrap(api.GET('/api/v1/owner/statements/{month}', { params: { path: { month: month ?? '' } } })),
    enabled: month !== null,
  })
}

/** Downloads a month's statement as PDF or CSV, written in the camp's language. */
export async function downloadOwnerStatement(month: string, file: StatementFile): Promise<void> {
  const path = file === 'pdf' ? '/api/v1/owner/statements/{month}/pdf' : '/api/v1/owner/statements/{month}/csv'
  const { response } = await api.GET(path, { params: { path: { month } }, parseAs: 'stream' })
  if (!response.ok) throw toApiError(response, await response.json().catch(() => undefined))
  await downloadResponse(response, `statement-${month}.${file}`)
}
