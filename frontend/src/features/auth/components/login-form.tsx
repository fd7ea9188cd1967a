import { useCallback, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { Me } from '@/api/types'
import { EmailField, TextField } from '@/components/forms/form-fields'
import { Alert, Button } from '@/components/ui'
import { session } from '@/lib/auth/session'
import { paths } from '@/lib/config/paths'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { z } from '@/lib/forms/zod'
import { requiredText, useZodForm } from '@/lib/forms/zod-form'
import { useResendConfirmation } from '../api/resend-confirmation'

const loginSchema = z.object({ email: requiredText, password: z.string().min(1, 'required') })
type Login = z.input<typeof loginSchema>

type Message = { kind: 'error' | 'success' | 'info'; text: string }

/**
 * The sign-in form of the owner and the back office: e-mail and password, the reasons a sign-in
 * fails, a new confirmation link for an unconfirmed address, and the way to a forgotten password.
 * A screen says who may sign in on it (`accepts`; anyone else is signed out again) and where they go.
 */
export function LoginForm({
  area,
  accepts,
  texts,
  onSignedIn,
  onFailed,
  localize = (path) => path,
}: {
  area: 'admin' | 'owner'
  accepts: (user: Me) => boolean
  texts: { refused: string; failed: string; unexpected: string; success?: string }
  onSignedIn: (user: Me) => void
  onFailed?: (text: string) => void
  /** The page's language prefix for its links. */
  localize?: (path: string) => string
}) {
  const { t } = useTranslation()
  const { rateLimitMessage, fieldMessage, errorMessage } = useErrorMessages()
  const resend = useResendConfirmation()
  const translate = useCallback((code: string) => fieldMessage(code), [fieldMessage])
  const form = useZodForm<Login>(loginSchema, { email: '', password: '' }, { translate })
  // A guard sent the person here when their session ended: said above the form until something else is.
  const sessionEnded = (useLocation().state as { sessionEnded?: boolean } | null)?.sessionEnded
  const [message, setMessage] = useState<Message | null>(
    sessionEnded ? { kind: 'info', text: t('guards.sessionEnded') } : null,
  )
  const [needsVerification, setNeedsVerification] = useState(false)
  const [succeeded, setSucceeded] = useState(false)
  const submitting = form.formState.isSubmitting

  function fail(text: string) {
    setMessage({ kind: 'error', text })
    onFailed?.(text)
  }

  function reasonOf(error: unknown): string {
    const limited = rateLimitMessage(error)
    if (limited) return limited
    if (!isApiError(error) || error.isUnexpected) return texts.unexpected
    if (error.code === 'invalid_credentials') return t('auth.ownerLogin.invalidCredentials')
    if (error.code === 'email_not_verified') return t('auth.ownerLogin.emailNotVerified')
    return errorMessage(error, texts.failed)
  }

  async function signIn({ email, password }: Login) {
    setMessage(null)
    try {
      const user = await session.login(email.trim(), password)
      if (!accepts(user)) {
        await session.discard()
        return fail(texts.refused)
      }
      if (texts.success) setMessage({ kind: 'success', text: texts.success })
      setSucceeded(true)
      onSignedIn(user)
    } catch (error) {
      fail(reasonOf(error))
      if (isApiError(error) && error.code === 'email_not_verified') setNeedsVerification(true)
    }
  }

  const disabled = submitting || succeeded
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setNeedsVerification(false)
        resend.reset()
        return form.handleSubmit(signIn, () => fail(t('auth.ownerLogin.fillAllFields')))(event)
      }}
      className="space-y-5"
    >
      {message ? <Alert variant={message.kind}>{message.text}</Alert> : null}
      {needsVerification ? (
        <div className="rounded-xl bg-sand-100 p-3 text-sm">
          {resend.isSuccess ? (
            <p role="status">{t('auth.ownerLogin.resent')}</p>
          ) : (
            <Button
              variant="link"
              onClick={() => resend.mutate(form.getValues('email').trim())}
              disabled={resend.isPending}
            >
              {resend.isPending ? t('auth.ownerLogin.resending') : t('auth.ownerLogin.resend')}
            </Button>
          )}
          {resend.isError ? (
            <p className="mt-1 text-red-700">{rateLimitMessage(resend.error) ?? texts.unexpected}</p>
          ) : null}
        </div>
      ) : null}
      <EmailField
        control={form.control}
        name="email"
        label={t('auth.email')}
        autoComplete="username"
        placeholder={t('auth.emailPlaceholder')}
        disabled={disabled}
      />
      <TextField
        control={form.control}
        name="password"
        label={t('auth.password')}
        password
        autoComplete="current-password"
        disabled={disabled}
      />
      <div className="flex justify-end">
        <Link
          to={localize(`${paths.forgotPassword}?area=${area}`)}
          className="text-sm font-semibold text-ocean-700 hover:underline"
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className="w-full" size="lg" loading={submitting} disabled={succeeded}>
        {submitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  )
}
