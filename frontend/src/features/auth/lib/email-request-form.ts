import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { z } from '@/lib/forms/zod'
import { requiredText, useZodForm } from '@/lib/forms/zod-form'

const emailRequestSchema = z.object({ email: requiredText })

/**
 * A form of one e-mail address that asks the server to send something to it (a reset link, a new
 * confirmation link): the address is required; the server's verdict on it goes under the field, any
 * other failure is `failure`. What was typed stays.
 */
export function useEmailRequestForm(send: (email: string) => Promise<unknown>) {
  const { t } = useTranslation()
  const { rateLimitMessage, fieldMessage } = useErrorMessages()
  const form = useZodForm(emailRequestSchema, { email: '' }, { translate: fieldMessage })
  const [failure, setFailure] = useState<string | null>(null)
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null)
    try {
      await send(email.trim())
    } catch (error) {
      const named = applyServerErrors(error, form.setError, { getValues: form.getValues, translate: fieldMessage })
      if (named.length === 0) setFailure(rateLimitMessage(error) ?? t('errors.unexpected'))
    }
  })
  return { form, onSubmit, failure }
}
