import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query'

/**
 * A read that takes no parameters (a back-office list, the owner's own camp) as TanStack Query uses it:
 * its options (a route's preload, a test's cache) and its hook, from one key and one fetcher.
 */
export function readQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, { retry }: { retry?: boolean } = {}) {
  const options = () => queryOptions({ queryKey, queryFn, ...(retry === undefined ? {} : { retry }) })
  return { options, useRead: () => useQuery(options()) }
}
