import type { Language } from '@/i18n/languages'

/** Query keys of what every page shares: the site configuration and the CMS sections. */
export const siteKeys = {
  config: () => ['site-config'] as const,
  content: (section: string, lang: Language) => ['content', section, lang] as const,
}
