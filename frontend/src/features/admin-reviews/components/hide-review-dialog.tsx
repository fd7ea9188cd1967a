import { useTranslation } from '@/i18n/react'
import type { components } from '@/api/schema'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { ReasonDialog } from '@/components/ui/reason-dialog'
import { useSetReviewVisibility } from '../api/set-review-visibility'

type AdminReviewRead = components['schemas']['AdminReviewRead']

/** Hide one review, with a reason kept for the record; a fresh form each time it opens. */
export function HideReviewDialog({ review, onClose }: { review: AdminReviewRead; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const visibility = useSetReviewVisibility()
  const { fieldMessage: errorText } = useErrorMessages('admin')

  async function hide(reason: string) {
    try {
      await visibility.mutateAsync({ id: review.id, reason })
      toast.success(t('adminReviews.hidden'))
      onClose()
    } catch (error) {
      toast.failure(t('adminReviews.updateFailed'))
      throw error
    }
  }

  return (
    <ReasonDialog
      title={t('adminReviews.hideTitle')}
      description={t('adminReviews.hideDescription')}
      label={t('adminReviews.reason')}
      cancelLabel={t('adminReviews.cancel')}
      confirmLabel={t('adminReviews.hide')}
      errorText={(code) => (code === 'required' ? t('adminReviews.reasonRequired') : errorText(code))}
      pending={visibility.isPending}
      onConfirm={hide}
      onClose={onClose}
    />
  )
}
