import { Link } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { buttonClasses } from '@/components/ui'
import { NotFoundView } from '@/components/layout/not-found-view'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'

export default function NotFoundPage() {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  usePageMeta('notFound')
  return (
    <NotFoundView title={t('notFound.heading')} text={t('notFound.body')}>
      <Link to={lp(paths.home)} className={buttonClasses('primary')}>
        {t('notFound.cta')}
      </Link>
      <Link to={lp(paths.surfCamps)} className={buttonClasses('outline')}>
        {t('notFound.browseCamps')}
      </Link>
    </NotFoundView>
  )
}
