import { useTranslation } from '@/i18n/react'
import { EmailField } from '@/components/forms/form-fields'
import { Alert, Button } from '@/components/ui'
import { useResendConfirmation } from '../api/resend-confirmation'
import { useEmailRequestForm } from '../lib/email-request-form'

export function ResendConfirmationForm() {
  const { t } = useTranslation()
  const resend = useResendConfirmation()
  const { form, onSubmit, failure } = useEmailRequestForm((email) => resend.mutateAsync(email))

  if (resend.isSuccess) return <Alert variant="success">{t('auth.ownerLogin.resent')}</Alert>
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-2xl border border-sand-200 bg-sand-50 p-4">
      <h2 className="text-base font-semibold text-slate-900">{t('auth.confirm.resendTitle')}</h2>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <EmailField control={form.control} name="email" label={t('auth.email')} />
      <Button type="submit" variant="secondary" className="w-full" loading={resend.isPending}>
        {t('auth.confirm.resendSubmit')}
      </Button>
    </form>
  )
}
