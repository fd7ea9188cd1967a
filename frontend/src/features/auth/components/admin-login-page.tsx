import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { LockKeyhole } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { Logo } from '@/components/layout/logo'
import { Alert, Button, Field, Input, PasswordInput, useToast } from '@/components/ui'
import { activeAdminRole } from '@/lib/auth/roles'
import { session } from '@/lib/auth/session'
import { paths } from '@/lib/config/paths'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageMeta } from '@/lib/seo/use-page-meta'

export default function AdminLoginPage() {
  const { t } = useTranslation()
  usePageMeta('adminLogin')
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const { rateLimitMessage, errorMessage } = useErrorMessages()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const sessionEnded = (location.state as { sessionEnded?: boolean } | null)?.sessionEnded === true
  const from = (location.state as { from?: string } | null)?.from

  function fail(text: string) {
    setError(text)
    toast({ title: t('auth.adminLogin.failedTitle'), description: text, variant: 'destructive' })
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim() || !password) {
      fail(t('auth.ownerLogin.fillAllFields'))
      return
    }
    setSubmitting(true)
    setError(null)
    try {
      const user = await session.login(email.trim(), password)
      if (!activeAdminRole(user)) {
        await session.discard()
        fail(t('auth.adminLogin.notAdmin'))
        return
      }
      toast({
        title: t('auth.adminLogin.successTitle'),
        description: t('auth.adminLogin.successBody'),
        variant: 'success',
      })
      navigate(from && from.startsWith('/admin/') ? from : paths.adminDashboard, { replace: true })
    } catch (caught) {
      fail(messageFor(caught))
    } finally {
      setSubmitting(false)
    }
  }

  function messageFor(caught: unknown): string {
    const limited = rateLimitMessage(caught)
    if (limited) return limited
    if (!isApiError(caught) || caught.isUnexpected) return t('errors.unexpected')
    if (caught.code === 'invalid_credentials') return t('auth.ownerLogin.invalidCredentials')
    if (caught.code === 'email_not_verified') return t('auth.ownerLogin.emailNotVerified')
    return errorMessage(caught, t('auth.adminLogin.failed'))
  }

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-ocean-950 via-ocean-900 to-ocean-700">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5">
        <Logo tone="light" />
        <Link to={paths.home} className="text-sm font-semibold text-ocean-100 hover:text-white">
          {t('auth.adminLogin.backToSite')}
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
          <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
            <LockKeyhole className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('auth.adminLogin.heading')}</h1>
          <p className="mt-2 text-sm text-slate-600">{t('auth.adminLogin.note')}</p>
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
            {sessionEnded && !error ? <Alert variant="info">{t('guards.sessionEnded')}</Alert> : null}
            {error ? <Alert variant="error">{error}</Alert> : null}
            <Field label={t('auth.email')}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  disabled={submitting}
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
                  disabled={submitting}
                />
              )}
            </Field>
            <div className="flex justify-end">
              <Link
                to={`${paths.forgotPassword}?area=admin`}
                className="text-sm font-semibold text-ocean-700 hover:underline"
              >
                {t('auth.forgotPassword')}
              </Link>
            </div>
            <Button type="submit" className="w-full" size="lg" loading={submitting}>
              {submitting ? t('auth.signingIn') : t('auth.signIn')}
            </Button>
          </form>
        </div>
      </main>
    </div>
  )
}
