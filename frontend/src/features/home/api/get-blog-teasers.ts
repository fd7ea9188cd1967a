import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { homeKeys } from './keys'
import { fromPage } from '@/api/initial-data'
import type { BlogPostCard } from '@/api/types'
import type { Language } from '@/i18n/languages'

/** The three newest posts for the home page's teasers. */
export async function getBlogTeasers(lang: Language): Promise<BlogPostCard[]> {
  return (await unwrap(api.GET('/api/v1/blog', { params: { query: { lang } } }))).items.slice(0, 3)
}

export const blogTeasersQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: homeKeys.blogTeasers(lang),
    queryFn: () => getBlogTeasers(lang),
    ...fromPage('/api/v1/blog', { lang }, (answer: { items: BlogPostCard[] }) => answer.items.slice(0, 3)),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  })

export function useBlogTeasers(lang: Language) {
  return useQuery(blogTeasersQueryOptions(lang))
}
