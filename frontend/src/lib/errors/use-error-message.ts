import { useCallback } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError, type ApiError } from '@/api/errors'
import type { Translation } from '@/i18n/en'

type FieldCode = keyof Pick<Translation['errors'], 'required' | 'invalid_email' | 'invalid_url' | 'password_too_short' | 'password_too_long' | 'password_too_common' | 'invalid_characters'>
const FIELD_CODES: readonly string[] = ['required', 'invalid_email', 'invalid_url', 'password_too_short', 'password_too_long', 'password_too_common', 'invalid_characters'] satisfies FieldCode[]

/** Normalises a server field name ('body.full_name', 'fullName') to the form's camelCase key. */
export function fieldKey(name: string): string {
  const last = name.split('.').pop() ?? name
  return last.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())
}

/** Translation helpers shared by every form that talks to the API. */
export function useErrorMessages() {
  const { t } = useTranslation()

  /** A request refused for passing a limit: 429 with its Retry-After, or 413 (too large); null for anything else. */
  const rateLimitMessage = useCallback(
    (error: unknown): string | null => {
      if (!isApiError(error)) return null
      if (error.status === 413 || error.code === 'request_too_large') return t('errors.requestTooLarge')
      if (error.status !== 429 && error.code !== 'rate_limited') return null
      return error.retryAfter != null ? t('errors.rateLimited', { seconds: error.retryAfter }) : t('errors.rateLimitedNoTime')
    },
    [t],
  )

  /** Translated message for one field code, falling back to the server's text. */
  const fieldMessage = useCallback((code: string, detail?: string) => (FIELD_CODES.includes(code) ? t(`errors.${code as FieldCode}`) : (detail ?? code)), [t])

  /** All field errors of a 422, keyed by the form's field names. */
  const fieldErrors = useCallback(
    (error: ApiError): Record<string, string> => {
      const out: Record<string, string> = {}
      for (const [name, code] of Object.entries(error.fields)) out[fieldKey(name)] = fieldMessage(code)
      return out
    },
    [fieldMessage],
  )

  return { rateLimitMessage, fieldMessage, fieldErrors }
}
