import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import { notifyForbidden } from '@/lib/auth/forbidden'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean }
    mutationMeta: { handlesErrors?: boolean }
  }
}

function reportForbidden(error: unknown, meta: { handlesErrors?: boolean } | undefined) {
  if (isApiError(error) && error.status === 403 && !meta?.handlesErrors) notifyForbidden()
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportForbidden(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => reportForbidden(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        // Client errors will not fix themselves; network and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
