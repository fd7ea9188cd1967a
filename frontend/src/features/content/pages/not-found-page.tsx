import { Link } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'

export default function NotFoundPage() {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  usePageMeta('notFound')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-black text-ocean-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={lp(paths.home)} className={buttonClasses('primary')}>
          {t('notFound.cta')}
        </Link>
        <Link to={lp(paths.surfCamps)} className={buttonClasses('outline')}>
          {t('notFound.browseCamps')}
        </Link>
      </div>
    </div>
  )
}
