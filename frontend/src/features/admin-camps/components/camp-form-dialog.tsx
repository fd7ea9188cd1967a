import { useTranslation } from '@/i18n/react'
import type { AdminCamp, AdminCampCreate } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Button, Dialog } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useSaveCamp } from '@/features/listings/api/save-camp'
import { CampForm } from '@/features/listings/components/camp-form'
import { NEW_CAMP_WRITES } from '@/features/listings/lib/camp-form'

/** Add New Camp / Edit: the listings' camp form with what the server lets the team set, in a dialog. */
export function CampFormDialog({
  open,
  camp,
  onClose,
}: {
  open: boolean
  camp: AdminCamp | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const save = useSaveCamp()
  const { errorMessage } = useErrorMessages('admin')
  if (!open) return null
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={camp ? t('adminCamps.editTitle', { name: camp.name }) : t('adminCamps.createTitle')}
    >
      <CampForm
        key={camp?.id ?? 'new'}
        camp={camp}
        writable={camp?.writable ?? NEW_CAMP_WRITES}
        area="admin"
        layout="dialog"
        // Without a camp the form sends a whole new camp (newCampBody).
        save={(body) => save.mutateAsync(camp ? { id: camp.id, body } : { id: null, body: body as AdminCampCreate })}
        onSaved={() => {
          toast.success(t(camp ? 'adminCamps.updated' : 'adminCamps.created'))
          onClose()
        }}
        onFailed={(error) => toast.failure(errorMessage(error, t('adminCamps.saveFailed')))}
        buttons={({ busy, uploading, discardUploads }) => (
          <>
            <Button
              variant="outline"
              onClick={() => {
                discardUploads()
                onClose()
              }}
              disabled={busy}
            >
              {t('adminCommon.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={uploading}>
              {t('adminCamps.save')}
            </Button>
          </>
        )}
      />
    </Dialog>
  )
}
