import { useCallback } from 'react'
import { useTranslation } from '@/i18n/react'
import { AuthCard } from '@/components/layout/page-shell'
import { EmailField, TextField } from '@/components/forms/form-fields'
import { Alert, Button } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageForm } from '@/lib/forms/page-form'
import { PageFormFields } from '@/lib/forms/posted-form'
import { z } from '@/lib/forms/zod'
import { requiredText } from '@/lib/forms/zod-form'
import { useRequestMyBookingLink } from '../api/change-my-booking'

export const lostLinkSchema = z.object({ email: requiredText, reference: requiredText })
const EMPTY = { email: '', reference: '' }

/** A traveller who lost the e-mail asks for the link again (the same answer whether or not a booking matched). */
export function LostLink({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation()
  const send = useRequestMyBookingLink()
  const { fieldMessage } = useErrorMessages()
  const translate = useCallback(
    (code: string) => (code === 'required' ? t('myBooking.lost.required') : fieldMessage(code)),
    [t, fieldMessage],
  )
  const { form, failure, sent, props } = usePageForm('lostLink', lostLinkSchema, EMPTY, {
    send: ({ email, reference }) => send.mutateAsync({ email: email.trim(), reference: reference.trim() }),
    failureOf: () => t('myBooking.loadFailed'),
    translate,
    sentAs: 'link',
  })
  return (
    <AuthCard title={t('myBooking.lost.heading')} subtitle={t('myBooking.lost.intro')}>
      {invalid ? (
        <Alert variant="error" title={t('myBooking.invalidTitle')} className="mb-4">
          {t('myBooking.invalid')}
        </Alert>
      ) : null}
      {sent ? (
        <Alert variant="success">{t('myBooking.lost.sent')}</Alert>
      ) : (
        <form {...props} className="space-y-4">
          <PageFormFields name="lostLink" />
          <EmailField control={form.control} name="email" label={t('myBooking.lost.email')} required />
          <TextField
            control={form.control}
            name="reference"
            label={t('myBooking.lost.reference')}
            required
            placeholder="SC-7K3Q9P"
          />
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <Button type="submit" className="w-full" disabled={send.isPending}>
            {t('myBooking.lost.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
