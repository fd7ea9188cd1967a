import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { Alert, Button, Field, Input } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useResendConfirmation } from '../api/resend-confirmation'

export function ResendConfirmationForm() {
  const { t } = useTranslation()
  const resend = useResendConfirmation()
  const { rateLimitMessage, fieldErrors } = useErrorMessages()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim()) return setError(t('errors.required'))
    setError(null)
    resend.mutate(email.trim())
  }

  const serverEmailError =
    isApiError(resend.error) && resend.error.status === 422 ? (fieldErrors(resend.error).email ?? null) : null

  if (resend.isSuccess) return <Alert variant="success">{t('auth.ownerLogin.resent')}</Alert>
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-2xl border border-sand-200 bg-sand-50 p-4">
      <h2 className="text-base font-semibold text-slate-900">{t('auth.confirm.resendTitle')}</h2>
      {resend.isError && !serverEmailError ? (
        <Alert variant="error">{rateLimitMessage(resend.error) ?? t('errors.unexpected')}</Alert>
      ) : null}
      <Field label={t('auth.email')} error={error ?? serverEmailError}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" className="w-full" loading={resend.isPending}>
        {t('auth.confirm.resendSubmit')}
      </Button>
    </form>
  )
}
