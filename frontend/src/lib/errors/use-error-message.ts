import { useCallback, useMemo } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError, type ApiError } from '@/api/errors'
import { MAX_GALLERY_IMAGES } from '@/components/media/image-rules'
import { ERROR_TEXTS, fieldKey, fieldTextKey, type ErrorArea } from './error-text'

export { fieldKey }

/**
 * The one mapper of API error codes to translated messages, for every form that talks to the API:
 * top-level `error` codes, per-field `fields` codes, and the limits (429, 413).
 */
export function useErrorMessages(area: ErrorArea = 'site') {
  const { t } = useTranslation()

  /** A request refused for passing a limit: 429 with its Retry-After, or 413 (too large); null for anything else. */
  const rateLimitMessage = useCallback(
    (error: unknown): string | null => {
      if (!isApiError(error)) return null
      if (error.status === 413 || error.code === 'request_too_large') return t('errors.requestTooLarge')
      if (error.status !== 429 && error.code !== 'rate_limited') return null
      return error.retryAfter != null
        ? t('errors.rateLimited', { seconds: error.retryAfter })
        : t('errors.rateLimitedNoTime')
    },
    [t],
  )

  /**
   * Translated message for one field code. A code without a text of its own says "please check this
   * field" in the reader's language: neither the code nor the server's English text reach the screen.
   */
  const fieldMessage = useCallback(
    (code: string): string => {
      const key = fieldTextKey(code, area) ?? fieldTextKey('invalid', area)
      return key ? (t(key, { max: MAX_GALLERY_IMAGES }) as string) : t('errors.invalid')
    },
    [t, area],
  )

  /** All field errors of a 422, keyed by the form's field names. */
  const fieldErrors = useCallback(
    (error: ApiError): Record<string, string> => {
      const out: Record<string, string> = {}
      for (const [name, code] of Object.entries(error.fields)) out[fieldKey(name)] = fieldMessage(code)
      return out
    },
    [fieldMessage],
  )

  /** Why the server refused a request, for the top-level codes with a text of their own; `fallback` for any other failure. */
  const errorMessage = useCallback(
    (error: unknown, fallback: string): string => {
      if (!isApiError(error)) return fallback
      const key = ERROR_TEXTS[error.code]
      return key ? (t(key) as string) : fallback
    },
    [t],
  )

  return useMemo(
    () => ({ rateLimitMessage, fieldMessage, fieldErrors, errorMessage }),
    [rateLimitMessage, fieldMessage, fieldErrors, errorMessage],
  )
}
