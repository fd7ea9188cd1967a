import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/react'
import { ActiveStatusField } from '@/components/admin/active-status-field'
import { isApiError } from '@/api/errors'
import type { AdminCamp } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { FeaturedImageUploader } from '@/components/media/image-uploader'
import { useUploadSession } from '@/components/media/use-upload-session'
import { Button, Dialog, Field, Input, Select, Textarea } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useSaveCamp } from '../api/save-camp'
import { LOCATIONS, blankCamp, campToForm, formToBody, formToUpdate, validateCamp, type CampFormValues, type LocationKey } from './camp-form'

function CampForm({ camp, onClose }: { camp: AdminCamp | null; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const save = useSaveCamp()
  const { fieldMessage: errorText, errorMessage: failureText } = useErrorMessages('admin')
  const uploads = useUploadSession()
  const [values, setValues] = useState<CampFormValues>(() => (camp ? campToForm(camp) : blankCamp))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [uploading, setUploading] = useState(false)
  const set = <K extends keyof CampFormValues>(key: K, value: CampFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  function close() {
    uploads.discardExcept(camp ? [camp.imageUrl] : [])
    onClose()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const local = validateCamp(values)
    if (Object.keys(local).length > 0) {
      setErrors(Object.fromEntries(Object.entries(local).map(([k, code]) => [k, errorText(code)])))
      return
    }
    setErrors({})
    save.mutate(
      camp ? { id: camp.id, body: formToUpdate(values) } : { id: null, body: formToBody(values) },
      {
        onSuccess: () => {
          uploads.discardExcept([values.imageUrl])
          toast.success(t(camp ? 'adminCamps.updated' : 'adminCamps.created'))
          onClose()
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, code]) => [k, errorText(code)])))
          toast.failure(failureText(error, t('adminCamps.saveFailed')))
        },
      },
    )
  }

  const f = (key: keyof CampFormValues) => ({ value: values[key] as string, onChange: (e: { target: { value: string } }) => set(key, e.target.value as never) })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('adminCamps.fields.name')} required error={errors.name}>
          {(control) => <Input {...control} {...f('name')} maxLength={200} />}
        </Field>
        <Field label={t('adminCamps.fields.location')} required error={errors.locationKey}>
          {(control) => (
            <Select {...control} value={values.locationKey} onChange={(e) => set('locationKey', e.target.value as LocationKey | '')}>
              <option value="">{t('adminCamps.fields.chooseLocation')}</option>
              {LOCATIONS.map((key) => (
                <option key={key} value={key}>
                  {t(`adminCommon.locations.${key}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t('adminCamps.fields.shortDescription')} optional error={errors.shortDescription}>
        {(control) => <Input {...control} {...f('shortDescription')} maxLength={500} />}
      </Field>
      <Field label={t('adminCamps.fields.description')} optional error={errors.description}>
        {(control) => <Textarea {...control} {...f('description')} rows={3} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('adminCamps.fields.phone')} optional error={errors.phone}>
          {(control) => <Input {...control} {...f('phone')} type="tel" maxLength={50} />}
        </Field>
        <Field label={t('adminCamps.fields.email')} optional error={errors.email}>
          {(control) => <Input {...control} {...f('email')} type="email" maxLength={254} />}
        </Field>
        <Field label={t('adminCamps.fields.website')} optional error={errors.website}>
          {(control) => <Input {...control} {...f('website')} maxLength={300} placeholder="https://" />}
        </Field>
        <Field label={t('adminCamps.fields.address')} optional error={errors.address}>
          {(control) => <Input {...control} {...f('address')} maxLength={300} />}
        </Field>
      </div>
      <Field label={t('adminCamps.fields.amenities')} optional hint={t('adminCamps.fields.amenitiesHint')} error={errors.amenities}>
        {(control) => <Input {...control} {...f('amenities')} />}
      </Field>
      <Field label={t('adminCamps.fields.mapsUrl')} optional error={errors.mapsUrl}>
        {(control) => <Input {...control} {...f('mapsUrl')} maxLength={1000} placeholder="https://maps.google.com/…" />}
      </Field>
      <FeaturedImageUploader
        label={t('adminCamps.fields.image')}
        purpose="camp"
        value={values.imageUrl}
        onChange={(url) => set('imageUrl', url)}
        onUploaded={uploads.track}
        onBusyChange={setUploading}
        error={errors.imageUrl}
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        {values.status === 'pending' ? (
          <Field label={t('adminCamps.fields.status')} hint={t('adminCamps.fields.pendingHint')}>
            {(control) => (
              <Select {...control} value="pending" disabled>
                <option value="pending">{t('adminCamps.fields.pendingApproval')}</option>
              </Select>
            )}
          </Field>
        ) : (
          <ActiveStatusField label={t('adminCamps.fields.status')} value={values.status} onChange={(status) => set('status', status)} />
        )}
        <label className="flex h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} className="h-4 w-4 rounded border-slate-300 text-ocean-700" />
          {t('adminCamps.fields.featured')}
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={save.isPending}>
          {t('adminCommon.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={uploading}>
          {t('adminCamps.save')}
        </Button>
      </div>
    </form>
  )
}

/** Add New Camp / Edit: name and location required, amenities comma-separated, status and featured. */
export function CampFormDialog({ open, camp, onClose }: { open: boolean; camp: AdminCamp | null; onClose: () => void }) {
  const { t } = useTranslation()
  if (!open) return null
  return (
    <Dialog open size="lg" onClose={onClose} title={camp ? t('adminCamps.editTitle', { name: camp.name }) : t('adminCamps.createTitle')}>
      <CampForm key={camp?.id ?? 'new'} camp={camp} onClose={onClose} />
    </Dialog>
  )
}
