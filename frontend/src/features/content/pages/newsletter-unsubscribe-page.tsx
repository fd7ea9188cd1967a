import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Button } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter'

// The API accepts tokens of 10-100 characters; anything else cannot be a link of ours.
const plausible = (token: string) => token.length >= 10 && token.length <= 100

/**
 * Unsubscribe from the newsletter link in every newsletter e-mail. The visitor confirms with a
 * button, so mail scanners that open links do not unsubscribe anyone.
 */
export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation()
  usePageMeta('newsletterUnsubscribe')
  const lp = useLocalizedPath()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const unsubscribe = useUnsubscribeNewsletter()
  const invalid =
    (token && !plausible(token)) ||
    (isApiError(unsubscribe.error) && (unsubscribe.error.code === 'invalid_token' || unsubscribe.error.status === 422))

  const footer = (
    <p className="space-x-4">
      <Link to={lp(paths.home)} className="font-semibold text-ocean-700 hover:underline">
        {t('newsletterUnsubscribe.backHome')}
      </Link>
      <Link to={lp(paths.contact)} className="font-semibold text-ocean-700 hover:underline">
        {t('newsletterUnsubscribe.contact')}
      </Link>
    </p>
  )

  let body: React.ReactNode
  if (!token) body = <Alert variant="warning">{t('newsletterUnsubscribe.missing')}</Alert>
  else if (unsubscribe.isSuccess)
    body = (
      <Alert variant="success" title={t('newsletterUnsubscribe.successTitle')}>
        {t('newsletterUnsubscribe.success')}
      </Alert>
    )
  else if (invalid)
    body = (
      <Alert variant="error" title={t('newsletterUnsubscribe.invalidTitle')}>
        {t('newsletterUnsubscribe.invalid')}
      </Alert>
    )
  else
    body = (
      <div className="space-y-5">
        {unsubscribe.isError ? <Alert variant="error">{t('newsletterUnsubscribe.failed')}</Alert> : null}
        <p className="text-sm text-slate-600">{t('newsletterUnsubscribe.body')}</p>
        <Button size="lg" className="w-full" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {unsubscribe.isPending ? t('newsletterUnsubscribe.working') : t('newsletterUnsubscribe.confirm')}
        </Button>
      </div>
    )

  return (
    <AuthCard title={t('newsletterUnsubscribe.heading')} footer={footer}>
      {body}
    </AuthCard>
  )
}
