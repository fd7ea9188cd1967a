import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** Marks the queries under each key stale (active ones refetch); resolves when they have. */
export function invalidate(client: QueryClient, ...keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
}
