import type { Language } from '@/i18n/languages'
import { siteConfigKey } from '@/lib/config/site-config'

/** Query keys of what every page shares: the site configuration and the CMS sections. */
export const siteKeys = {
  config: siteConfigKey,
  content: (section: string, lang: Language) => ['content', section, lang] as const,
}
