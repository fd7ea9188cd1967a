import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/react'
import { api, unwrap } from '@/api/client'
import { isLanguage, type Language } from '@/i18n/languages'

export function getContentSection(section: string, lang: Language) {
  return unwrap(api.GET('/api/v1/content', { params: { query: { section, lang } } }))
}

export const contentSectionQueryOptions = (section: string, lang: Language) =>
  queryOptions({
    queryKey: ['content', section, lang],
    queryFn: () => getContentSection(section, lang),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  })

export type ContentSectionItem = Awaited<ReturnType<typeof getContentSection>>['items'][number]

/**
 * The active CMS item of a section written in the page's language, or null. "Active CMS sections
 * override the built-in texts": an English-only CMS text does not replace a translated page.
 */
export function useContentOverride(section: string): ContentSectionItem | null {
  const { i18n } = useTranslation()
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en'
  const query = useQuery(contentSectionQueryOptions(section, lang))
  const data = query.data
  if (!data || data.language !== lang) return null
  return data.items[0] ?? null
}
