import { useCallback, useEffect, useMemo } from 'react'
import { useTranslation } from '@/i18n/react'
import { useToast } from '@/components/ui'

/** The back office's toasts: successes titled "Success" (or a given title), failures "Error" (destructive). */
export function useAdminToast() {
  const toast = useToast()
  const { t } = useTranslation()
  const success = useCallback(
    (description: string, title?: string) =>
      toast({ title: title ?? t('adminCommon.successTitle'), description, variant: 'success' }),
    [toast, t],
  )
  const failure = useCallback(
    (description: string) => toast({ title: t('adminCommon.errorTitle'), description, variant: 'destructive' }),
    [toast, t],
  )
  return useMemo(() => ({ success, failure }), [success, failure])
}

/** A failure toast when a list could not be loaded (once per failure). */
export function useLoadFailedToast(failed: boolean, text: string) {
  const { failure } = useAdminToast()
  useEffect(() => {
    if (failed) failure(text)
  }, [failed, failure, text])
}
