import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Button } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useStopWaitlist } from '../api/stop-waitlist'

/**
 * The stop link of the waitlist e-mails. The visitor confirms with a button, so mail scanners that
 * open links stop nothing.
 */
export default function WaitlistStopPage() {
  const { t } = useTranslation()
  usePageMeta('waitlistStop')
  const lp = useLocalizedPath()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const stop = useStopWaitlist()
  const invalid = isApiError(stop.error) && !stop.error.isUnexpected
  const home = (
    <Link to={lp(paths.home)} className="font-semibold text-ocean-700 hover:underline">
      {t('availability.waitlistPage.backHome')}
    </Link>
  )

  let body: React.ReactNode
  if (!token) body = <Alert variant="info">{t('availability.waitlistPage.missing')}</Alert>
  else if (stop.isSuccess)
    body = (
      <Alert variant="success" title={t('availability.waitlistPage.stoppedTitle')}>
        {t('availability.waitlistPage.stopped')}
      </Alert>
    )
  else if (invalid)
    body = (
      <Alert variant="error" title={t('availability.waitlistPage.invalidTitle')}>
        {t('availability.waitlistPage.invalid')}
      </Alert>
    )
  else
    body = (
      <div className="space-y-5">
        {stop.isError ? <Alert variant="error">{t('availability.waitlistPage.failed')}</Alert> : null}
        <p className="text-sm text-slate-600">{t('availability.waitlistPage.stopBody')}</p>
        <Button size="lg" className="w-full" loading={stop.isPending} onClick={() => stop.mutate(token)}>
          {stop.isPending ? t('availability.waitlistPage.stopping') : t('availability.waitlistPage.stop')}
        </Button>
      </div>
    )

  return (
    <AuthCard title={t('availability.waitlistPage.stopHeading')} footer={home}>
      {body}
    </AuthCard>
  )
}
