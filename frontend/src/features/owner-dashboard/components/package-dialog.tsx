import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { OwnerPackage } from '@/api/types'
import { Dialog, useToast } from '@/components/ui'
import { PackageForm } from '@/features/listings/components/package-form'
import { useUploadSession } from '@/features/listings/components/media/use-upload-session'
import { ownerBlankPackage } from '@/features/listings/lib/package-form'
import { useOwnerCamp } from '@/features/listings/api/get-owner-camp'
import { useCreateOwnerPackage, useUpdateOwnerPackage } from '@/features/listings/api/save-owner-package'
import { CancelSubmit } from '@/components/ui/cancel-submit'

export interface PackageDialogProps {
  open: boolean
  /** The package to edit, or null to create one. */
  pkg: OwnerPackage | null
  onClose: () => void
}

export function PackageDialog({ open, pkg, onClose }: PackageDialogProps) {
  if (!open) return null
  // A fresh form (and upload session) every time the dialog opens.
  return <PackageDialogBody key={pkg?.id ?? 'new'} pkg={pkg} onClose={onClose} />
}

const FORM_ID = 'owner-package-form'

/** The owner's package dialog: the listings' package form with what the server lets an owner set. */
function PackageDialogBody({ pkg, onClose }: { pkg: OwnerPackage | null; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const create = useCreateOwnerPackage()
  const update = useUpdateOwnerPackage()
  const uploads = useUploadSession()
  const camp = useOwnerCamp().data
  const [uploading, setUploading] = useState(false)
  const busy = create.isPending || update.isPending
  const editing = pkg !== null

  function close() {
    if (busy) return
    uploads.discardExcept(pkg ? [pkg.imageUrl, ...pkg.galleryImages] : [])
    onClose()
  }

  const title = editing ? t('ownerDashboard.packageForm.editTitle') : t('ownerDashboard.packageForm.createTitle')
  return (
    <Dialog
      open
      onClose={close}
      title={title}
      size="xl"
      footer={
        <CancelSubmit
          submitLabel={
            busy
              ? t('ownerDashboard.packageForm.saving')
              : editing
                ? t('ownerDashboard.packageForm.save')
                : t('ownerDashboard.packageForm.create')
          }
          onCancel={close}
          pending={busy}
          form={FORM_ID}
          submitDisabled={uploading}
        />
      }
    >
      <PackageForm
        id={FORM_ID}
        pkg={pkg}
        // A new package is written in the camp's language until the owner says otherwise.
        blank={ownerBlankPackage(camp?.sourceLanguage ?? 'en')}
        writable={camp?.writable ?? { package: [] }}
        area="partner"
        uploads={uploads}
        save={(body) => (editing ? update.mutateAsync({ id: pkg.id, body }) : create.mutateAsync(body))}
        onSaved={() => {
          toast({
            title: t('ownerDashboard.toast.success'),
            description: t(editing ? 'ownerDashboard.toast.packageUpdated' : 'ownerDashboard.toast.packageCreated'),
            variant: 'success',
          })
          onClose()
        }}
        failure={t(editing ? 'ownerDashboard.toast.packageUpdateFailed' : 'ownerDashboard.toast.packageCreateFailed')}
        onFailed={(description) =>
          toast({ title: t('ownerDashboard.toast.error'), description, variant: 'destructive' })
        }
        busy={busy}
        onUploadingChange={setUploading}
      />
    </Dialog>
  )
}
