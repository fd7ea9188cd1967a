import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Button, Field, Input, PasswordInput } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { isCampOwner } from '@/lib/auth/roles'
import { session } from '@/lib/auth/session'
import { paths } from '@/lib/config/paths'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useResendConfirmation } from '../api/resend-confirmation'

type Message = { kind: 'error' | 'success' | 'info'; text: string }

const REDIRECT_DELAY_MS = 900

export default function OwnerLoginPage() {
  const { t } = useTranslation()
  usePageMeta('ownerLogin')
  const lp = useLocalizedPath()
  const navigate = useNavigate()
  const location = useLocation()
  const { rateLimitMessage, errorMessage } = useErrorMessages()
  const resend = useResendConfirmation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [message, setMessage] = useState<Message | null>(() =>
    (location.state as { sessionEnded?: boolean } | null)?.sessionEnded
      ? { kind: 'info', text: t('guards.sessionEnded') }
      : null,
  )
  const [needsVerification, setNeedsVerification] = useState(false)
  const [succeeded, setSucceeded] = useState(false)

  useEffect(() => {
    if (!succeeded) return
    const timer = window.setTimeout(() => navigate(paths.ownerDashboard, { replace: true }), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [succeeded, navigate])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setNeedsVerification(false)
    resend.reset()
    if (!email.trim() || !password) {
      setMessage({ kind: 'error', text: t('auth.ownerLogin.fillAllFields') })
      return
    }
    setSubmitting(true)
    setMessage(null)
    try {
      const user = await session.login(email.trim(), password)
      if (!isCampOwner(user)) {
        await session.discard()
        setMessage({ kind: 'error', text: t('auth.ownerLogin.notOwner') })
        return
      }
      setMessage({ kind: 'success', text: t('auth.ownerLogin.success') })
      setSucceeded(true)
    } catch (error) {
      setMessage({ kind: 'error', text: loginErrorText(error) })
      if (isApiError(error) && error.code === 'email_not_verified') setNeedsVerification(true)
    } finally {
      setSubmitting(false)
    }
  }

  function loginErrorText(error: unknown): string {
    const limited = rateLimitMessage(error)
    if (limited) return limited
    if (!isApiError(error) || error.isUnexpected) return t('auth.ownerLogin.unexpected')
    if (error.code === 'invalid_credentials') return t('auth.ownerLogin.invalidCredentials')
    if (error.code === 'email_not_verified') return t('auth.ownerLogin.emailNotVerified')
    return errorMessage(error, t('auth.ownerLogin.loginFailed'))
  }

  return (
    <AuthCard
      title={t('auth.ownerLogin.heading')}
      subtitle={t('auth.ownerLogin.subheading')}
      footer={
        <>
          <p>
            {t('auth.ownerLogin.noAccount')}{' '}
            <a href={lp(paths.ownerRegister)} className="font-semibold text-ocean-700 hover:underline">
              {t('auth.ownerLogin.register')}
            </a>
          </p>
          <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">
            <Link to={lp(paths.home)} className="hover:text-ocean-700 hover:underline">
              {t('auth.ownerLogin.backHome')}
            </Link>
            <span>
              {t('auth.ownerLogin.needHelp')}{' '}
              <Link to={lp(paths.contact)} className="font-semibold text-ocean-700 hover:underline">
                {t('auth.ownerLogin.contactUs')}
              </Link>
            </span>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {message ? <Alert variant={message.kind}>{message.text}</Alert> : null}
        {needsVerification ? (
          <div className="rounded-xl bg-sand-100 p-3 text-sm">
            {resend.isSuccess ? (
              <p role="status">{t('auth.ownerLogin.resent')}</p>
            ) : (
              <Button variant="link" onClick={() => resend.mutate(email.trim())} disabled={resend.isPending}>
                {resend.isPending ? t('auth.ownerLogin.resending') : t('auth.ownerLogin.resend')}
              </Button>
            )}
            {resend.isError ? (
              <p className="mt-1 text-red-700">{rateLimitMessage(resend.error) ?? t('auth.ownerLogin.unexpected')}</p>
            ) : null}
          </div>
        ) : null}
        <Field label={t('auth.email')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('auth.emailPlaceholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={submitting || succeeded}
            />
          )}
        </Field>
        <Field label={t('auth.password')}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={submitting || succeeded}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Link
            to={lp(`${paths.forgotPassword}?area=owner`)}
            className="text-sm font-semibold text-ocean-700 hover:underline"
          >
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" loading={submitting} disabled={succeeded}>
          {submitting ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </form>
    </AuthCard>
  )
}
