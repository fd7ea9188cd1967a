import { Link } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { DoneCard } from '@/components/layout/done-card'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, PageSpinner, buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { useLinkToken } from '@/lib/config/link-token'
import { paths } from '@/lib/config/paths'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useConfirmEmail } from '../api/confirm-email'
import { ResendConfirmationForm } from './resend-confirmation-form'

export default function ConfirmEmailPage() {
  const { t } = useTranslation()
  usePageMeta('confirmEmail')
  const lp = useLocalizedPath()
  const token = useLinkToken()
  const confirm = useConfirmEmail(token)
  const { rateLimitMessage } = useErrorMessages()

  if (token && confirm.isPending) {
    return (
      <AuthCard title={t('auth.confirm.heading')}>
        <PageSpinner label={t('auth.confirm.confirming')} />
      </AuthCard>
    )
  }

  if (token && confirm.isSuccess) {
    return (
      <DoneCard
        title={t('auth.confirm.successTitle')}
        actions={
          <Link to={lp(paths.ownerLogin)} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('auth.confirm.signIn')}
          </Link>
        }
      >
        <p>{t('auth.confirm.successBody')}</p>
      </DoneCard>
    )
  }

  const error = confirm.error
  const text = !token
    ? t('auth.confirm.missingToken')
    : (rateLimitMessage(error) ??
      (isApiError(error) && error.code === 'token_expired'
        ? t('auth.confirm.expired')
        : isApiError(error) && !error.isUnexpected
          ? t('auth.confirm.invalid')
          : t('errors.unexpected')))

  return (
    <AuthCard title={t('auth.confirm.heading')}>
      <div className="space-y-6">
        <Alert variant={token ? 'error' : 'info'}>{text}</Alert>
        <ResendConfirmationForm />
      </div>
    </AuthCard>
  )
}
