import { Link } from 'react-router'
import { ShieldAlert } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { buttonClasses } from '@/components/ui/button'
import { StatePanel } from '@/components/layout/state-panel'
import { paths } from '@/lib/config/paths'

/** Shown for a screen the signed-in user may not open; the session stays open. */
export function ForbiddenPanel() {
  const { t } = useTranslation()
  return (
    <StatePanel icon={ShieldAlert} title={t('guards.forbiddenTitle')} testId="forbidden">
      <p className="mt-2 text-slate-600">{t('guards.forbiddenBody')}</p>
      <Link to={paths.adminDashboard} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('guards.forbiddenAction')}
      </Link>
    </StatePanel>
  )
}
