import { useMemo } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form'
import { translatedResolver, type TranslateCode } from '@/lib/forms/server-errors'
import { z } from '@/lib/forms/zod'

// Owner and admin forms keep their values in react-hook-form and check them with a zod schema.
// A schema's messages are field codes ('required', 'invalid_number', ...), the same codes the
// server answers in a 422's `fields`, so client and server errors are translated by one mapper.

/** A text that must hold something other than spaces; the value itself is kept as typed. */
export const requiredText = z.string().refine((value) => value.trim() !== '', 'required')

export interface ZodFormOptions {
  /**
   * Turns the schema's codes into the text shown under a field when the check runs, the code kept as
   * the error's `type` (translatedResolver): for forms whose fields show `error.message` as it is
   * (components/forms/form-fields.tsx). Without it the message is the code, translated at display
   * (errorTextOf). Keep it stable (useCallback): a new one makes a new resolver.
   */
  translate?: TranslateCode
  /** false for a form that moves the focus itself (the first field to fix in its own order); true by default. */
  shouldFocusError?: boolean
}

/**
 * A form's values checked by `schema` (keep it stable: module level or useMemo). The first invalid
 * field takes the focus on submit; nothing typed is reset by a failed check or a refused request.
 */
export function useZodForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: Values,
  { translate, shouldFocusError = true }: ZodFormOptions = {},
) {
  const resolver = useMemo(
    () => (translate ? translatedResolver(zodResolver(schema), translate) : zodResolver(schema)),
    [schema, translate],
  )
  return useForm<Values>({ resolver, defaultValues: defaultValues as DefaultValues<Values>, shouldFocusError })
}

/** The first code per field that `schema` finds in `values` ({} when they pass): the form's checks as plain data. */
export function fieldCodes<Values>(
  schema: z.ZodType<Values, Values>,
  values: Values,
): Partial<Record<keyof Values & string, string>> {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const codes: Partial<Record<string, string>> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && codes[field] === undefined) codes[field] = issue.message
  }
  return codes as Partial<Record<keyof Values & string, string>>
}

/** Reads a field's error code from the form state and hands it to `translate` (undefined when the field is fine). */
export function errorTextOf<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  translate: (code: string, field: string) => string,
) {
  return (name: keyof Values & string): string | undefined => {
    const code = errors[name]?.message
    return typeof code === 'string' && code ? translate(code, name) : undefined
  }
}
