import { Link } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { DoneCard } from '@/components/layout/done-card'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, PageSpinner, buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { useLinkToken } from '@/lib/config/link-token'
import { formatDate } from '@/lib/format'
import { packagePath, paths } from '@/lib/config/paths'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useConfirmWaitlist } from '../api/confirm-waitlist'

/**
 * The link of the waitlist's confirmation e-mail (in the traveller's language): until it is followed,
 * nobody is told about free places (app/availability/waitlist.py).
 */
export default function WaitlistConfirmPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('waitlistConfirm')
  const lp = useLocalizedPath()
  const token = useLinkToken()
  const confirm = useConfirmWaitlist(token)
  const { rateLimitMessage } = useErrorMessages()
  const home = (
    <Link to={lp(paths.home)} className="font-semibold text-ocean-700 hover:underline">
      {t('availability.waitlistPage.backHome')}
    </Link>
  )

  if (token && confirm.isPending) {
    return (
      <AuthCard title={t('availability.waitlistPage.confirmHeading')}>
        <PageSpinner label={t('availability.waitlistPage.confirming')} />
      </AuthCard>
    )
  }

  if (confirm.data) {
    const stay = confirm.data
    return (
      <DoneCard
        title={t('availability.waitlistPage.confirmedTitle')}
        footer={home}
        actions={
          <Link to={lp(packagePath(stay.packageId))} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('availability.waitlistPage.viewPackage')}
          </Link>
        }
      >
        <p>
          {t('availability.waitlistPage.confirmed', {
            package: stay.packageName,
            date: formatDate(stay.startDate, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }),
            count: stay.numberOfDays,
          })}
        </p>
        <p>{t('availability.waitlistPage.notHeld')}</p>
      </DoneCard>
    )
  }

  const error = confirm.error
  const text = !token
    ? t('availability.waitlistPage.missing')
    : (rateLimitMessage(error) ??
      (isApiError(error) && !error.isUnexpected
        ? t('availability.waitlistPage.invalid')
        : t('availability.waitlistPage.failed')))
  return (
    <AuthCard title={t('availability.waitlistPage.confirmHeading')} footer={home}>
      <Alert variant={token ? 'error' : 'info'} title={token ? t('availability.waitlistPage.invalidTitle') : undefined}>
        {text}
      </Alert>
    </AuthCard>
  )
}
