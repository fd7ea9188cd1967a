import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query'

/**
 * The call a link from an e-mail makes with its token (confirm an address, confirm a waitlist entry), as a
 * query rather than a mutation, so the single-use token is sent once even when React renders twice: never
 * retried, refetched or forgotten; the page says what went wrong itself. `options` for a route's preload or a
 * test's cache, `useLinkToken` for the page (nothing is sent without a token).
 */
export function linkTokenQuery<T>(keyOf: (token: string) => QueryKey, send: (token: string) => Promise<T>) {
  const options = (token: string) =>
    queryOptions({
      queryKey: keyOf(token),
      queryFn: () => send(token),
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
      refetchOnWindowFocus: false,
      meta: { handlesErrors: true },
    })
  return {
    options,
    useLinkToken: (token: string | null) => useQuery({ ...options(token ?? ''), enabled: Boolean(token) }),
  }
}
