import { useCallback } from 'react'
import { api, unwrap } from '@/api/client'
import { isApiError } from '@/api/errors'
import type { TranslationDraftRequest } from '@/api/types'
import { useTranslation } from '@/i18n/react'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import type { draftRequest } from '@/features/listings/lib/listing-texts'

type DraftRequest = NonNullable<ReturnType<typeof draftRequest>>

/** Draft translations from the site's language model (nothing is stored). */
export function requestDrafts(body: DraftRequest) {
  const request: TranslationDraftRequest = body
  return unwrap(api.POST('/api/v1/listings/translation-drafts', { body: request }))
}

/** Why no drafts came: the model failed or is not set up (503 / 404), the network, or too many requests. */
export function useDraftFailureText() {
  const { t } = useTranslation()
  const { rateLimitMessage } = useErrorMessages('partner')
  return useCallback(
    (error: unknown): string => {
      if (isApiError(error) && error.isNetwork) return t('errors.network')
      return rateLimitMessage(error) ?? t('listingTexts.translate.unavailable')
    },
    [t, rateLimitMessage],
  )
}
