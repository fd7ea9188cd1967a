import { useTranslation } from 'react-i18next'
import { ComingSoonBody } from '@/features/content/pages/coming-soon-page'
import { usePageMeta, type PageKey } from '@/lib/seo/use-page-meta'

/** Admin screen that a later issue fills, inside the admin layout. */
export function AdminComingSoonPage({ page }: { page: PageKey }) {
  const { t } = useTranslation()
  usePageMeta(page)
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(`pages.${page}.title`)}</h1>
      <p className="mt-1 text-slate-600">{t(`pages.${page}.description`)}</p>
      <ComingSoonBody />
    </div>
  )
}
