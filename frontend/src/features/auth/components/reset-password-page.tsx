import { useCallback, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { AuthCard } from '@/components/layout/page-shell'
import { TextField } from '@/components/forms/form-fields'
import { Alert, Button, buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { session } from '@/lib/auth/session'
import { paths } from '@/lib/config/paths'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { z } from '@/lib/forms/zod'
import { useZodForm } from '@/lib/forms/zod-form'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useResetPassword } from '../api/reset-password'
import { loginPathForArea } from './area'

const resetSchema = z
  .object({ password: z.string().min(1, 'required'), confirmation: z.string().min(1, 'required') })
  .refine((values) => !values.confirmation || values.password === values.confirmation, {
    message: 'mismatch',
    path: ['confirmation'],
  })

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
  const { rateLimitMessage, fieldMessage, errorMessage } = useErrorMessages()
  const translate = useCallback(
    (code: string) => (code === 'mismatch' ? t('password.mismatch') : fieldMessage(code)),
    [t, fieldMessage],
  )
  const form = useZodForm(resetSchema, { password: '', confirmation: '' }, { translate })
  const [formError, setFormError] = useState<{ text: string; tokenProblem: boolean } | null>(null)

  async function send({ password }: z.infer<typeof resetSchema>) {
    if (!token) return
    setFormError(null)
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
      // The server's verdict on the password (too short, too common) goes under it.
      if (applyServerErrors(error, form.setError, { getValues: form.getValues, translate }).length > 0) return
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
      <form noValidate onSubmit={form.handleSubmit(send)} className="space-y-5">
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
        <TextField
          control={form.control}
          name="password"
          label={t('password.newLabel')}
          hint={t('password.hint')}
          required
          password
          autoComplete="new-password"
          disabled={reset.isPending}
        />
        <TextField
          control={form.control}
          name="confirmation"
          label={t('password.confirmLabel')}
          required
          password
          autoComplete="new-password"
          disabled={reset.isPending}
        />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {reset.isPending ? t('auth.reset.submitting') : t(invite ? 'auth.invite.submit' : 'auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
