import type { Language } from '@/i18n/languages'

/** Query keys of the blog; the home page's teasers live under the same root. */
export const blogKeys = {
  all: ['blog'] as const,
  list: (category: string | null, lang: Language) => ['blog', 'list', category ?? 'all', lang] as const,
  post: (slug: string, lang: Language) => ['blog', 'post', slug, lang] as const,
  teasers: (lang: Language) => ['blog', 'teasers', lang] as const,
}
