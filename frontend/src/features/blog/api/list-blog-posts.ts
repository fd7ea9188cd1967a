import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { blogKeys } from './keys'
import { fromPage } from '@/api/initial-data'
import type { Language } from '@/i18n/languages'

export function listBlogPosts(category: string | null, lang: Language) {
  return unwrap(api.GET('/api/v1/blog', { params: { query: { lang, ...(category ? { category } : {}) } } }))
}

export const blogPostsQueryOptions = (category: string | null, lang: Language) =>
  queryOptions({
    queryKey: blogKeys.list(category, lang),
    queryFn: () => listBlogPosts(category, lang),
    ...fromPage<BlogPostList>('/api/v1/blog', { lang, category: category ?? undefined }),
    staleTime: 5 * 60 * 1000,
  })

type BlogPostList = Awaited<ReturnType<typeof listBlogPosts>>
export type BlogPostCard = Awaited<ReturnType<typeof listBlogPosts>>['items'][number]

export function useBlogPosts(category: string | null, lang: Language) {
  return useQuery({ ...blogPostsQueryOptions(category, lang), placeholderData: keepPreviousData })
}
