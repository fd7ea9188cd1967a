import { useCallback } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'

export interface UploadFailure {
  title: string
  description: string
}

/**
 * Why an upload was refused, from the server's error code, in the UI language. Only an error the
 * server did not explain (or a failure before the request) falls back to the control's generic text.
 */
export function useUploadFailure() {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown, fallback: string): UploadFailure => {
      const failed = (description: string) => ({ title: t('uploader.failedTitle'), description })
      if (!isApiError(error)) return failed(fallback)
      switch (error.code) {
        case 'invalid_file_type':
          return { title: t('uploader.invalidTypeTitle'), description: t('uploader.invalidTypeBody') }
        case 'file_too_large':
        case 'payload_too_large':
          return failed(t('uploader.fileTooLarge'))
        case 'image_too_large':
          return failed(t('uploader.imageTooLarge'))
        case 'rate_limited':
          return failed(
            error.retryAfter != null
              ? t('errors.rateLimited', { seconds: error.retryAfter })
              : t('errors.rateLimitedNoTime'),
          )
        case 'not_authenticated':
        case 'forbidden':
          return failed(t('uploader.notAllowed'))
        default:
          return failed(fallback)
      }
    },
    [t],
  )
}
