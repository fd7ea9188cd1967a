import { useEffect } from 'react'
import { useTranslation } from '@/i18n/react'
import type { Translation } from '@/i18n/en'

export type PageKey = keyof Translation['pages']

/** Sets the document title and meta description of a page, in the current language. */
export function usePageMeta(page: PageKey, overrides?: { title?: string; description?: string }) {
  const { t } = useTranslation()
  const title = overrides?.title ?? t(`pages.${page}.title`)
  const description = overrides?.description ?? t(`pages.${page}.description`)
  const brand = t('brand.name')
  useEffect(() => {
    document.title = `${title} | ${brand}`
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.appendChild(meta)
    }
    meta.content = description
  }, [title, description, brand])
}
