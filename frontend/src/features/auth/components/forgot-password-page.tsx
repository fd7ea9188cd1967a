import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Button, Field, Input } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useRequestPasswordReset } from '../api/forgot-password'
import { loginPathForArea } from './area'

export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  usePageMeta('forgotPassword')
  const lp = useLocalizedPath()
  const [params] = useSearchParams()
  const area = params.get('area') === 'admin' ? 'admin' : 'owner'
  const loginPath = lp(loginPathForArea(area))
  const request = useRequestPasswordReset()
  const { rateLimitMessage, fieldErrors } = useErrorMessages()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim()) return setError(t('errors.required'))
    setError(null)
    request.mutate({ email: email.trim(), area })
  }

  const serverEmailError =
    isApiError(request.error) && request.error.status === 422 ? (fieldErrors(request.error).email ?? null) : null

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
        {request.isError && !serverEmailError ? (
          <Alert variant="error">{rateLimitMessage(request.error) ?? t('errors.unexpected')}</Alert>
        ) : null}
        <Field label={t('auth.email')} error={error ?? serverEmailError}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('auth.emailPlaceholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={request.isPending}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {request.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
