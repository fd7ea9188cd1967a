import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { isApiError } from '@/api/errors'
import { fieldKey } from '@/lib/errors/use-error-message'

const camel = (part: string) => part.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())
const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The form field a server field name points at. The server names nested fields by their path
 * ('translations.fr.description', 'includedFeatures.3'): the path is followed through the form's
 * groups of fields down to the field it reaches (a list item is its list's error). A name the
 * form's groups do not start falls back to its last part ('body.max_participants' -> maxParticipants).
 */
export function formFieldOf(name: string, values: Record<string, unknown>): string | null {
  const parts = name
    .split('.')
    .filter((part) => part !== 'body')
    .map(camel)
  let node: unknown = values
  for (const [index, part] of parts.entries()) {
    if (!isGroup(node) || !(part in node)) {
      if (index > 0) return null // inside a group of the form, a name it does not have names nothing
      break
    }
    node = node[part]
    if (!isGroup(node)) return parts.slice(0, index + 1).join('.')
  }
  const last = fieldKey(name)
  return last in values && !isGroup(values[last]) ? last : null
}

/**
 * Puts a refused save's field codes (a 422's `fields`) on the form's own fields through `setError`,
 * so each shows under its input and nothing typed is lost. Returns whether any field of the form was named.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setError'>,
): boolean {
  if (!isApiError(error)) return false
  const values = form.getValues() as Record<string, unknown>
  let named = false
  for (const [name, code] of Object.entries(error.fields)) {
    const field = formFieldOf(name, values)
    if (field === null) continue
    form.setError(field as FieldPath<Values>, { type: 'server', message: code }, { shouldFocus: !named })
    named = true
  }
  return named
}
