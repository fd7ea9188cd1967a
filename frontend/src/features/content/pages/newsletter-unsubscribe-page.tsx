import { Link } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { LinkActionCard } from '@/components/layout/link-action-card'
import { useLocalizedPath } from '@/i18n/routing'
import { useLinkToken } from '@/lib/config/link-token'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter'

// The API accepts tokens of 10-100 characters; anything else cannot be a link of ours.
const plausible = (token: string) => token.length >= 10 && token.length <= 100

/** Unsubscribe from the newsletter link in every newsletter e-mail, confirmed with a button (LinkActionCard). */
export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation()
  usePageMeta('newsletterUnsubscribe')
  const lp = useLocalizedPath()
  const token = useLinkToken()
  const unsubscribe = useUnsubscribeNewsletter()
  const invalid =
    (token !== '' && !plausible(token)) ||
    (isApiError(unsubscribe.error) && (unsubscribe.error.code === 'invalid_token' || unsubscribe.error.status === 422))
  const linkClass = 'font-semibold text-ocean-700 hover:underline'
  return (
    <LinkActionCard
      token={token}
      action={unsubscribe}
      invalid={invalid}
      missingVariant="warning"
      texts={{
        heading: t('newsletterUnsubscribe.heading'),
        missing: t('newsletterUnsubscribe.missing'),
        doneTitle: t('newsletterUnsubscribe.successTitle'),
        done: t('newsletterUnsubscribe.success'),
        invalidTitle: t('newsletterUnsubscribe.invalidTitle'),
        invalid: t('newsletterUnsubscribe.invalid'),
        failed: t('newsletterUnsubscribe.failed'),
        body: t('newsletterUnsubscribe.body'),
        working: t('newsletterUnsubscribe.working'),
        confirm: t('newsletterUnsubscribe.confirm'),
      }}
      footer={
        <p className="space-x-4">
          <Link to={lp(paths.home)} className={linkClass}>
            {t('newsletterUnsubscribe.backHome')}
          </Link>
          <Link to={lp(paths.contact)} className={linkClass}>
            {t('newsletterUnsubscribe.contact')}
          </Link>
        </p>
      }
    />
  )
}
