import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/react'
import type { ContentList } from '@/api/types'
import { contentQueryOptions } from '@/features/site/api/get-content'
import { isLanguage, type Language } from '@/i18n/languages'

export type ContentSectionItem = ContentList['items'][number]

/**
 * The active CMS item of a section written in the page's language, or null. "Active CMS sections
 * override the built-in texts": an English-only CMS text does not replace a translated page.
 */
export function useContentOverride(section: string): ContentSectionItem | null {
  const { i18n } = useTranslation()
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en'
  const query = useQuery(contentQueryOptions(section, lang))
  const data = query.data
  if (!data || data.language !== lang) return null
  return data.items[0] ?? null
}
