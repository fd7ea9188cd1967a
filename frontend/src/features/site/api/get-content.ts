import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { siteKeys } from './keys'
import { fromPage } from '@/api/initial-data'
import type { ContentList } from '@/api/types'
import type { Language } from '@/i18n/languages'

/** Active CMS rows of one section (hero, testimonials, ...) in a language; English when it has none. */
export function getContent(section: string, lang: Language): Promise<ContentList> {
  return unwrap(api.GET('/api/v1/content', { params: { query: { section, lang } } }))
}

export const contentQueryOptions = (section: string, lang: Language) =>
  queryOptions({
    queryKey: siteKeys.content(section, lang),
    queryFn: () => getContent(section, lang),
    // The home page comes with its hero texts (initial-data.ts), so a CMS heading shows at once.
    ...fromPage<ContentList>('/api/v1/content', { section, lang }),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  })

export function useContent(section: string, lang: Language) {
  return useQuery(contentQueryOptions(section, lang))
}
