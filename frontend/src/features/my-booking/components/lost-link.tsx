import { useCallback, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { AuthCard } from '@/components/layout/page-shell'
import { EmailField, TextField } from '@/components/forms/form-fields'
import { Alert, Button } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import {
  PageFormFields,
  postedValues,
  usePageFormAttributes,
  usePostedFieldErrors,
  usePostedForm,
  useSentWithoutScript,
} from '@/lib/forms/posted-form'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { z } from '@/lib/forms/zod'
import { requiredText, useZodForm } from '@/lib/forms/zod-form'
import { useRequestMyBookingLink } from '../api/change-my-booking'

export const lostLinkSchema = z.object({ email: requiredText, reference: requiredText })

/** A traveller who lost the e-mail asks for the link again (the same answer whether or not a booking matched). */
export function LostLink({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation()
  const send = useRequestMyBookingLink()
  const { rateLimitMessage, fieldMessage } = useErrorMessages()
  const translate = useCallback(
    (code: string) => (code === 'required' ? t('myBooking.lost.required') : fieldMessage(code)),
    [t, fieldMessage],
  )
  // Without a script the form posts to this page (lib/forms/posted-form.tsx): what the server answered.
  const { posted, error: refused } = usePostedForm('lostLink')
  const form = useZodForm(lostLinkSchema, postedValues(posted, { email: '', reference: '' }), { translate })
  const namedField = usePostedFieldErrors(form, refused, fieldMessage)
  const [failure, setFailure] = useState<string | null>(() =>
    refused && !namedField ? (rateLimitMessage(refused) ?? t('myBooking.loadFailed')) : null,
  )
  const sentWithoutScript = useSentWithoutScript('link')
  const page = usePageFormAttributes()
  const onSubmit = form.handleSubmit(async ({ email, reference }) => {
    setFailure(null)
    try {
      await send.mutateAsync({ email: email.trim(), reference: reference.trim() })
    } catch (error) {
      if (!setServerFieldErrors(error, form, fieldMessage))
        setFailure(rateLimitMessage(error) ?? t('myBooking.loadFailed'))
    }
  })
  return (
    <AuthCard title={t('myBooking.lost.heading')} subtitle={t('myBooking.lost.intro')}>
      {invalid ? (
        <Alert variant="error" title={t('myBooking.invalidTitle')} className="mb-4">
          {t('myBooking.invalid')}
        </Alert>
      ) : null}
      {send.isSuccess || sentWithoutScript ? (
        <Alert variant="success">{t('myBooking.lost.sent')}</Alert>
      ) : (
        <form {...page} onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
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
