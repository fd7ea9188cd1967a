import { Link } from 'react-router'
import { ShieldAlert } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/lib/config/paths'

/** Shown for a screen the signed-in user may not open; the session stays open. */
export function ForbiddenPanel() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center" data-testid="forbidden">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <ShieldAlert className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('guards.forbiddenTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('guards.forbiddenBody')}</p>
      <Link to={paths.adminDashboard} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('guards.forbiddenAction')}
      </Link>
    </div>
  )
}
