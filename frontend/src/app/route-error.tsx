import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { buttonClasses } from '@/components/ui/button'

/** Last-resort screen when a route fails to load (e.g. a chunk from an older deployment). */
export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? t('notFound.heading') : t('errors.unexpected')}</h1>
      <a href="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('common.backHome')}
      </a>
    </div>
  )
}
