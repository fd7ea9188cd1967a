import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { isApiError } from '@/api/errors'
import { fieldKey } from '@/lib/errors/use-error-message'

/**
 * Puts a refused save's field codes (a 422's `fields`) on the form's own fields through `setError`,
 * so each shows under its input and nothing typed is lost. Returns whether any field of the form was named.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setError'>,
): boolean {
  if (!isApiError(error)) return false
  const known = new Set(Object.keys(form.getValues()))
  let named = false
  for (const [name, code] of Object.entries(error.fields)) {
    const key = fieldKey(name)
    if (!known.has(key)) continue
    form.setError(key as FieldPath<Values>, { type: 'server', message: code }, { shouldFocus: !named })
    named = true
  }
  return named
}
