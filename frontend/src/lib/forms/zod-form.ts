import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form'
import { z } from '@/lib/forms/zod'

// Owner and admin forms keep their values in react-hook-form and check them with a zod schema.
// A schema's messages are field codes ('required', 'invalid_number', ...), the same codes the
// server answers in a 422's `fields`, so client and server errors are translated by one mapper.

/** A text that must hold something other than spaces; the value itself is kept as typed. */
export const requiredText = z.string().refine((value) => value.trim() !== '', 'required')

/** A form's values checked by `schema`; errors hold field codes, shown through the form's translator. */
export function useZodForm<Values extends FieldValues>(schema: z.ZodType<Values, Values>, defaultValues: Values) {
  return useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaultValues as DefaultValues<Values> })
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
