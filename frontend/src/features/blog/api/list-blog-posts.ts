import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { blogKeys } from './keys'
import type { Language } from '@/i18n/languages'

export function listBlogPosts(category: string | null, lang: Language) {
  return unwrap(api.GET('/api/v1/blog', { params: { query: { lang, ...(category ? { category } : {}) } } }))
}

export const blogPostsQueryOptions = (category: string | null, lang: Language) =>
  queryOptions({
    queryKey: blogKeys.list(category, lang),
    queryFn: () => listBlogPosts(category, lang),
    staleTime: 5 * 60 * 1000,
  })

export type BlogPostCard = Awaited<ReturnType<typeof listBlogPosts>>['items'][number]

export function useBlogPosts(category: string | null, lang: Language) {
  return useQuery({ ...blogPostsQueryOptions(category, lang), placeholderData: keepPreviousData })
}
