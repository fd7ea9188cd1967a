import { Link } from 'react-router'
import { Waves } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/layout/page-shell'
import { buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { usePageMeta, type PageKey } from '@/lib/seo/use-page-meta'

/** Body of a public page that a later issue fills, rendered inside the real layout. */
export function ComingSoonPage({ page }: { page: PageKey }) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  usePageMeta(page)
  return (
    <>
      <PageHeader title={t(`pages.${page}.title`)}>
        <p className="mt-3 max-w-2xl text-ocean-50/90">{t(`pages.${page}.description`)}</p>
      </PageHeader>
      <ComingSoonBody>
        <Link to={lp('/')} className={buttonClasses('outline', 'md')}>
          {t('common.backHome')}
        </Link>
      </ComingSoonBody>
    </>
  )
}

export function ComingSoonBody({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" data-testid="coming-soon">
      <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-sand-300 bg-white/70 px-6 py-10 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
          <Waves className="h-6 w-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">{t('common.comingSoonTitle')}</h2>
        <p className="mt-2 text-sm text-slate-600">{t('common.comingSoonBody')}</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </div>
  )
}
