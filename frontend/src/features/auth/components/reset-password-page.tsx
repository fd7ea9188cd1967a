import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Button, Field, PasswordInput, buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { session } from '@/lib/auth/session'
import { paths } from '@/lib/config/paths'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useResetPassword } from '../api/reset-password'
import { loginPathForArea } from './area'

export default function ResetPasswordPage() {
  const { t } = useTranslation()
  usePageMeta('resetPassword')
  const lp = useLocalizedPath()
  const [params] = useSearchParams()
  const token = params.get('token')
  const area = params.get('area')
  // An invited camp owner's link: the same form chooses their first password.
  const invite = params.get('invite') === '1'
  const heading = invite ? t('auth.invite.heading') : t('auth.reset.heading')
  const loginPath = lp(loginPathForArea(area))
  const forgotPath = lp(`${paths.forgotPassword}${area ? `?area=${encodeURIComponent(area)}` : ''}`)
  const reset = useResetPassword()
  const { rateLimitMessage, fieldErrors, errorMessage } = useErrorMessages()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({})
  const [formError, setFormError] = useState<{ text: string; tokenProblem: boolean } | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!token) return
    const next: typeof errors = {}
    if (!password) next.password = t('errors.required')
    if (!confirmation) next.confirmation = t('errors.required')
    else if (password !== confirmation) next.confirmation = t('password.mismatch')
    setErrors(next)
    setFormError(null)
    if (Object.keys(next).length > 0) return
    try {
      await reset.mutateAsync({ token, password })
      // The server ended every session of this user, including one open in this tab.
      session.forget()
    } catch (error) {
      const limited = rateLimitMessage(error)
      if (limited) return setFormError({ text: limited, tokenProblem: false })
      if (!isApiError(error) || error.isUnexpected)
        return setFormError({ text: t('errors.unexpected'), tokenProblem: false })
      if (error.code === 'invalid_token')
        return setFormError({ text: t(invite ? 'auth.invite.invalid' : 'auth.reset.invalid'), tokenProblem: true })
      if (error.code === 'token_expired')
        return setFormError({ text: t(invite ? 'auth.invite.expired' : 'auth.reset.expired'), tokenProblem: true })
      const byField = fieldErrors(error)
      if (byField.password) return setErrors({ password: byField.password })
      setFormError({ text: errorMessage(error, t('errors.unexpected')), tokenProblem: false })
    }
  }

  if (!token) {
    return (
      <AuthCard title={heading}>
        <div className="space-y-6">
          <Alert variant="info">{t('auth.reset.missingToken')}</Alert>
          <Link to={forgotPath} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('auth.reset.requestNew')}
          </Link>
        </div>
      </AuthCard>
    )
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title={heading}>
        <div className="space-y-6">
          <Alert variant="success">{t(invite ? 'auth.invite.success' : 'auth.reset.success')}</Alert>
          <Link to={loginPath} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('auth.reset.signIn')}
          </Link>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={heading} subtitle={invite ? t('auth.invite.intro') : undefined}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError ? (
          <Alert variant="error">
            {formError.text}
            {formError.tokenProblem ? (
              <>
                {' '}
                <Link to={forgotPath} className="font-semibold underline">
                  {t('auth.reset.requestNew')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Field label={t('password.newLabel')} hint={t('password.hint')} error={errors.password} required>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={reset.isPending}
            />
          )}
        </Field>
        <Field label={t('password.confirmLabel')} error={errors.confirmation} required>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              disabled={reset.isPending}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {reset.isPending ? t('auth.reset.submitting') : t(invite ? 'auth.invite.submit' : 'auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
