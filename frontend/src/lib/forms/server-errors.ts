import type {
  FieldError,
  FieldErrors,
  FieldPath,
  FieldValues,
  Resolver,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form'
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
    // A list of groups (the application's packages) is followed into the item the index names.
    const item: unknown = Array.isArray(node) ? node[Number(parts[index + 1])] : undefined
    if (isGroup(item) && parts[index + 2] !== undefined) {
      const field = parts[index + 2]!
      return field in item && !isGroup(item[field]) ? parts.slice(0, index + 3).join('.') : null
    }
    if (!isGroup(node)) return parts.slice(0, index + 1).join('.')
  }
  const last = fieldKey(name)
  return last in values && !isGroup(values[last]) ? last : null
}

/** Turns a field code into what the form shows under the field (the code itself when not given). */
export type TranslateCode = (code: string, field: string) => string

export type ServerErrorOptions = {
  /** The form's values, to follow nested names ('packages.1.price'); without them a name is its last part. */
  getValues?: () => FieldValues
  /** The message shown for a code; by default the code (forms that translate at display, errorTextOf). */
  translate?: TranslateCode
  /** Top-level `error` codes that are about one field ('email_taken' -> 'email'). */
  codes?: Record<string, string>
}

/**
 * The one place a refused request's errors reach a react-hook-form form: the API's
 * `{error, detail, fields}` (api/errors.ts, ApiError) becomes `setError` calls, each field's code kept as
 * the error's `type` and its translated text as `message`; the first named field takes the focus.
 * Nothing typed is touched. Returns the form fields it named (none: the caller says what went wrong).
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  { getValues, translate = (code) => code, codes = {} }: ServerErrorOptions = {},
): string[] {
  if (!isApiError(error)) return []
  const values = (getValues?.() ?? null) as Record<string, unknown> | null
  const named: string[] = []
  const put = (field: string, code: string) => {
    setError(
      field as FieldPath<Values>,
      { type: code, message: translate(code, field) },
      { shouldFocus: !named.length },
    )
    named.push(field)
  }
  const field = codes[error.code]
  if (field !== undefined) put(field, error.code)
  for (const [name, code] of Object.entries(error.fields)) {
    const target = values ? formFieldOf(name, values) : fieldKey(name)
    if (target !== null && !named.includes(target)) put(target, code)
  }
  return named
}

/**
 * `applyServerErrors` on a form of useZodForm: true when the refusal named one of its fields (the caller
 * says what went wrong otherwise). Without `translate` the code stays the message, translated at display.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setError'>,
  translate?: TranslateCode,
): boolean {
  return applyServerErrors(error, form.setError, { getValues: form.getValues, translate }).length > 0
}

/**
 * A resolver whose errors read as the server's do through `applyServerErrors`: the schema's code as
 * `type`, its translated text as `message` (a schema's messages are field codes, zod-form.ts).
 */
export function translatedResolver<Values extends FieldValues, Context>(
  resolver: Resolver<Values, Context>,
  translate: TranslateCode,
): Resolver<Values, Context> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    if (Object.keys(result.errors).length === 0) return result
    return { values: {}, errors: translateErrors(result.errors, translate) as FieldErrors<Values> }
  }
}

function translateErrors(errors: object, translate: TranslateCode, path = ''): object {
  const out: Record<string, unknown> = Array.isArray(errors) ? ([] as unknown as Record<string, unknown>) : {}
  for (const [key, value] of Object.entries(errors) as [string, unknown][]) {
    if (!value || typeof value !== 'object' || key === 'ref') {
      out[key] = value
      continue
    }
    const name = path ? `${path}.${key}` : key
    const leaf = value as FieldError
    out[key] =
      typeof leaf.message === 'string' && 'type' in leaf
        ? { ...leaf, type: leaf.message, message: translate(leaf.message, name) }
        : translateErrors(value, translate, name)
  }
  return out
}

/** Every code in a form's errors, nested ones too (kept in `type` by translatedResolver and applyServerErrors). */
export function errorCodes(errors: object): string[] {
  const codes: string[] = []
  for (const [key, value] of Object.entries(errors) as [string, unknown][]) {
    if (key === 'ref' || !value || typeof value !== 'object') continue
    const leaf = value as Partial<FieldError>
    if (typeof leaf.type === 'string' && 'message' in leaf) codes.push(leaf.type)
    else codes.push(...errorCodes(value))
  }
  return codes
}
