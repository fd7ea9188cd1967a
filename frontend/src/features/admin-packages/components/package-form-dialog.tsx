import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { AdminCamp, AdminPackage } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Dialog } from '@/components/ui'
import { PackageForm } from '@/features/listings/components/package-form'
import { useUploadSession } from '@/features/listings/components/media/use-upload-session'
import { officeBlankPackage } from '@/features/listings/lib/package-form'
import { useSavePackage } from '@/features/listings/api/save-package'
import { CancelSubmit } from '@/components/ui/cancel-submit'

export interface PackageFormDialogProps {
  open: boolean
  pkg: AdminPackage | null
  camps: AdminCamp[]
  onClose: () => void
}

const FORM_ID = 'admin-package-form'

/** The back office's package dialog: the listings' package form with what the server lets the team set. */
export function PackageFormDialog({ open, pkg, camps, onClose }: PackageFormDialogProps) {
  if (!open) return null
  return <PackageFormDialogBody key={pkg?.id ?? 'new'} pkg={pkg} camps={camps} onClose={onClose} />
}

function PackageFormDialogBody({ pkg, camps, onClose }: Omit<PackageFormDialogProps, 'open'>) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const save = useSavePackage()
  const uploads = useUploadSession()
  const [uploading, setUploading] = useState(false)
  // Every camp read says what the back office may set on its packages (the camp and the status too).
  const writable = camps[0]?.writable ?? { package: [] }

  function close() {
    uploads.discardExcept(pkg ? [pkg.imageUrl, ...pkg.galleryImages] : [])
    onClose()
  }

  return (
    <Dialog
      open
      size="xl"
      onClose={close}
      title={pkg ? t('adminPackages.editTitle', { name: pkg.name }) : t('adminPackages.createTitle')}
      footer={
        <CancelSubmit
          submitLabel={t('adminPackages.save')}
          onCancel={close}
          pending={save.isPending}
          form={FORM_ID}
          submitDisabled={uploading}
        />
      }
    >
      <PackageForm
        id={FORM_ID}
        pkg={pkg}
        blank={officeBlankPackage()}
        writable={writable}
        camps={camps}
        area="admin"
        uploads={uploads}
        save={(body) =>
          save.mutateAsync({
            id: pkg?.id ?? null,
            body: { ...body, campId: body.campId ?? 0, status: body.status ?? 'active' },
          })
        }
        onSaved={() => {
          toast.success(t(pkg ? 'adminPackages.updated' : 'adminPackages.created'))
          onClose()
        }}
        failure={t('adminPackages.saveFailed')}
        onFailed={toast.failure}
        busy={save.isPending}
        onUploadingChange={setUploading}
      />
    </Dialog>
  )
}
