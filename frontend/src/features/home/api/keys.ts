import type { Language } from '@/i18n/languages'
import { blogKeys } from '@/features/blog/api/keys'

/** Query keys of the home page's own sections. */
export const homeKeys = {
  blogTeasers: blogKeys.teasers,
  testimonials: (lang: Language) => ['testimonials', lang] as const,
}
