import { useCallback } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'

/** Why the server refused a camp save or delete, in the UI language; `fallback` for any other failure. */
export function useCampErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (!isApiError(error)) return fallback
      if (error.code === 'camp_has_open_bookings') return t('adminCamps.openBookings')
      if (error.code === 'camp_awaits_approval') return t('adminCamps.awaitsApproval')
      return fallback
    },
    [t],
  )
}
