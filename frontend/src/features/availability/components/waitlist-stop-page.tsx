import { Link } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { LinkActionCard } from '@/components/layout/link-action-card'
import { useLocalizedPath } from '@/i18n/routing'
import { useLinkToken } from '@/lib/config/link-token'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useStopWaitlist } from '../api/stop-waitlist'

/** The stop link of the waitlist e-mails, confirmed with a button (LinkActionCard). */
export default function WaitlistStopPage() {
  const { t } = useTranslation()
  usePageMeta('waitlistStop')
  const lp = useLocalizedPath()
  const token = useLinkToken()
  const stop = useStopWaitlist()
  return (
    <LinkActionCard
      token={token}
      action={stop}
      invalid={isApiError(stop.error) && !stop.error.isUnexpected}
      texts={{
        heading: t('availability.waitlistPage.stopHeading'),
        missing: t('availability.waitlistPage.missing'),
        doneTitle: t('availability.waitlistPage.stoppedTitle'),
        done: t('availability.waitlistPage.stopped'),
        invalidTitle: t('availability.waitlistPage.invalidTitle'),
        invalid: t('availability.waitlistPage.invalid'),
        failed: t('availability.waitlistPage.failed'),
        body: t('availability.waitlistPage.stopBody'),
        working: t('availability.waitlistPage.stopping'),
        confirm: t('availability.waitlistPage.stop'),
      }}
      footer={
        <Link to={lp(paths.home)} className="font-semibold text-ocean-700 hover:underline">
          {t('availability.waitlistPage.backHome')}
        </Link>
      }
    />
  )
}
