import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { AuthCard } from '@/components/layout/page-shell'
import { EmailField } from '@/components/forms/form-fields'
import { Alert, Button } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useRequestPasswordReset } from '../api/forgot-password'
import { useEmailRequestForm } from '../lib/email-request-form'
import { loginPathForArea } from './area'

export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  usePageMeta('forgotPassword')
  const lp = useLocalizedPath()
  const [params] = useSearchParams()
  const area = params.get('area') === 'admin' ? 'admin' : 'owner'
  const loginPath = lp(loginPathForArea(area))
  const request = useRequestPasswordReset()
  const { form, onSubmit, failure } = useEmailRequestForm((email) => request.mutateAsync({ email, area }))

  const back = (
    <Link to={loginPath} className="font-semibold text-ocean-700 hover:underline">
      {t('auth.forgot.backToLogin')}
    </Link>
  )

  if (request.isSuccess) {
    return (
      <AuthCard title={t('auth.forgot.heading')} footer={back}>
        <Alert variant="success">{t('auth.forgot.sent')}</Alert>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('auth.forgot.heading')} subtitle={t('auth.forgot.subheading')} footer={back}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <EmailField
          control={form.control}
          name="email"
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          disabled={request.isPending}
        />
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {request.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
