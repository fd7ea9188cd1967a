import { useState, type FormEvent } from 'react'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import {
  postedValues,
  usePageFormAttributes,
  usePostedFieldErrors,
  usePostedForm,
  useSentWithoutScript,
  type PageFormName,
} from '@/lib/forms/posted-form'
import { setServerFieldErrors, type TranslateCode } from '@/lib/forms/server-errors'
import type { z } from '@/lib/forms/zod'
import { useZodForm } from '@/lib/forms/zod-form'

export interface PageFormOptions<Values> {
  /** Sends the checked values; a refusal lands on its fields, or in `failure`. */
  send: (values: Values) => Promise<unknown>
  /** What the form says of a refusal that named no field and passed no limit (429, 413). */
  failureOf: (error: unknown) => string
  /** The field codes' texts; the site's by default (useErrorMessages). Keep it stable (useCallback). */
  translate?: TranslateCode
  /** The `?sent=` name the server sends the browser to after a post without a script; the form's name by default. */
  sentAs?: string
  /** Where the browser posts it without a script; the page itself by default. */
  action?: string
}

/**
 * A public form that also works without a script (posted-form.tsx): its values in react-hook-form checked by
 * `schema`, a post's values and refusal read back on the first render, a refused request's field codes on
 * their fields through the one mapping, nothing typed lost on failure, and cleared once sent. `form` is the
 * react-hook-form form, `props` go on the form element (with `<PageFormFields name={name} />` inside).
 */
export function usePageForm<Values extends Record<string, string>>(
  name: PageFormName,
  schema: z.ZodType<Values, Values>,
  empty: Values,
  { send, failureOf, translate, sentAs = name, action }: PageFormOptions<Values>,
) {
  const { rateLimitMessage, fieldMessage } = useErrorMessages()
  const codeText = translate ?? fieldMessage
  const { posted, error: refused } = usePostedForm(name)
  const form = useZodForm(schema, postedValues(posted, empty), { translate: codeText })
  const namedField = usePostedFieldErrors(form, refused, codeText)
  const unnamed = (error: unknown) => rateLimitMessage(error) ?? failureOf(error)
  const [failure, setFailure] = useState<string | null>(() => (refused && !namedField ? unnamed(refused) : null))
  const [sent, setSent] = useState(useSentWithoutScript(sentAs))
  const attributes = usePageFormAttributes(action)

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(false)
    setFailure(null)
    try {
      await send(values)
      form.reset(empty)
      setSent(true)
    } catch (error) {
      if (!rateLimitMessage(error) && setServerFieldErrors(error, form, codeText)) return
      setFailure(unnamed(error))
    }
  })

  return {
    form,
    failure,
    setFailure,
    sent,
    setSent,
    // The fields stay enabled while sending: a refused field must be able to take the focus.
    busy: form.formState.isSubmitting,
    props: { ...attributes, noValidate: true, onSubmit: (event: FormEvent) => void onSubmit(event) },
  }
}
