import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { blogKeys } from './keys'
import { isApiError } from '@/api/errors'
import { fromPage } from '@/api/initial-data'
import type { Language } from '@/i18n/languages'

export function getBlogPost(slug: string, lang: Language) {
  return unwrap(api.GET('/api/v1/blog/{slug}', { params: { path: { slug }, query: { lang } } }))
}

export const blogPostQueryOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: blogKeys.post(slug, lang),
    queryFn: () => getBlogPost(slug, lang),
    // The post's page comes with it (the server renders the article from the same answer).
    ...fromPage<BlogPost>(`/api/v1/blog/${encodeURIComponent(slug)}`, { lang }),
    staleTime: 5 * 60 * 1000,
    // A missing post stays missing: no retries for 404.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  })

export type BlogPost = Awaited<ReturnType<typeof getBlogPost>>

export function useBlogPost(slug: string, lang: Language) {
  return useQuery(blogPostQueryOptions(slug, lang))
}
