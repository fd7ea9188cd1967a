import { useState, type FormEvent } from 'react'
import { Plus, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { ActiveStatusField } from '@/components/admin/active-status-field'
import { isApiError } from '@/api/errors'
import type { AdminCamp, AdminPackage } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { FeaturedImageUploader, GalleryUploader } from '@/components/media/image-uploader'
import { useUploadSession } from '@/components/media/use-upload-session'
import { Button, Dialog, Field, Input, Select, Textarea, useToast } from '@/components/ui'
import { useSavePackage } from '../api/save-package'
import { DIFFICULTIES, PACKAGE_TYPES, blankPackage, formToBody, packageToForm, removeFeature, validatePackage, type PackageFormValues } from './package-form'

export interface PackageFormProps {
  pkg: AdminPackage | null
  camps: AdminCamp[]
  onClose: () => void
}

export function PackageForm({ pkg, camps, onClose }: PackageFormProps) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const rawToast = useToast()
  const save = useSavePackage()
  const { fieldMessage: errorText } = useErrorMessages('admin')
  const uploads = useUploadSession()
  const [values, setValues] = useState<PackageFormValues>(() => (pkg ? packageToForm(pkg) : blankPackage))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [uploading, setUploading] = useState(0)
  const set = <K extends keyof PackageFormValues>(key: K, value: PackageFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))
  const busy = (flag: boolean) => setUploading((n) => Math.max(0, n + (flag ? 1 : -1)))
  const original = pkg ? [pkg.imageUrl, ...pkg.galleryImages] : []
  // Active camps, plus this package's own camp when it is not active any more.
  const choices = camps.filter((c) => c.status === 'active' || String(c.id) === values.campId)

  function close() {
    uploads.discardExcept(original)
    onClose()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const local = validatePackage(values)
    if (local.imageUrl) rawToast({ title: t('adminPackages.imageRequiredTitle'), description: t('adminPackages.imageRequiredBody'), variant: 'destructive' })
    if (Object.keys(local).length > 0) {
      setErrors(Object.fromEntries(Object.entries(local).map(([k, code]) => [k, errorText(code)])))
      return
    }
    setErrors({})
    save.mutate(
      { id: pkg?.id ?? null, body: formToBody(values) },
      {
        onSuccess: () => {
          uploads.discardExcept([values.imageUrl, ...values.galleryImages])
          toast.success(t(pkg ? 'adminPackages.updated' : 'adminPackages.created'))
          onClose()
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, code]) => [k, errorText(code)])))
          toast.failure(t('adminPackages.saveFailed'))
        },
      },
    )
  }

  const text = (key: 'name' | 'shortDescription' | 'description' | 'price' | 'durationDays' | 'maxParticipants') => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('adminPackages.fields.camp')} required error={errors.campId}>
          {(control) => (
            <Select {...control} value={values.campId} onChange={(e) => set('campId', e.target.value)}>
              <option value="">{t('adminPackages.fields.chooseCamp')}</option>
              {choices.map((camp) => (
                <option key={camp.id} value={camp.id}>
                  {camp.name} — {camp.location}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('adminPackages.fields.name')} required error={errors.name}>
          {(control) => <Input {...control} {...text('name')} maxLength={200} />}
        </Field>
      </div>
      <Field label={t('adminPackages.fields.shortDescription')} optional error={errors.shortDescription}>
        {(control) => <Input {...control} {...text('shortDescription')} maxLength={500} />}
      </Field>
      <Field label={t('adminPackages.fields.description')} optional error={errors.description}>
        {(control) => <Textarea {...control} {...text('description')} rows={3} />}
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Field label={t('adminPackages.fields.priceEur')} required error={errors.price}>
          {(control) => <Input {...control} {...text('price')} type="number" step="0.01" min="0" inputMode="decimal" />}
        </Field>
        <Field label={t('adminPackages.fields.duration')} required error={errors.durationDays}>
          {(control) => <Input {...control} {...text('durationDays')} type="number" step="1" min="1" max="60" inputMode="numeric" />}
        </Field>
        <Field label={t('adminPackages.fields.maxParticipants')} optional error={errors.maxParticipants}>
          {(control) => <Input {...control} {...text('maxParticipants')} type="number" step="1" min="1" inputMode="numeric" />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('adminPackages.fields.difficulty')}>
          {(control) => (
            <Select {...control} value={values.difficultyLevel} onChange={(e) => set('difficultyLevel', e.target.value as PackageFormValues['difficultyLevel'])}>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`adminPackages.difficulty.${d}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('adminPackages.fields.type')}>
          {(control) => (
            <Select {...control} value={values.packageType} onChange={(e) => set('packageType', e.target.value as PackageFormValues['packageType'])}>
              {PACKAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`adminPackages.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <ActiveStatusField label={t('adminPackages.fields.status')} value={values.status} onChange={(status) => set('status', status)} />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} className="h-4 w-4 rounded border-slate-300" />
        {t('adminPackages.fields.featured')}
      </label>
      <div className="grid gap-4 lg:grid-cols-2">
        <FeaturedImageUploader label={t('adminPackages.fields.featuredImage')} required purpose="package-featured" value={values.imageUrl} onChange={(url) => set('imageUrl', url)} onUploaded={uploads.track} onBusyChange={busy} error={errors.imageUrl} />
        <GalleryUploader label={t('adminPackages.fields.gallery')} value={values.galleryImages} onChange={(urls) => set('galleryImages', urls)} onUploaded={uploads.track} onBusyChange={busy} error={errors.galleryImages} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('adminPackages.fields.included')}</legend>
        {values.includedFeatures.map((feature, index) => (
          <div key={index} className="flex gap-2">
            <Input
              aria-label={t('adminPackages.fields.feature', { number: index + 1 })}
              value={feature}
              placeholder={t('adminPackages.fields.featurePlaceholder')}
              onChange={(e) => set('includedFeatures', values.includedFeatures.map((f, i) => (i === index ? e.target.value : f)))}
              className="h-10"
              maxLength={200}
            />
            <Button variant="ghost" size="sm" onClick={() => set('includedFeatures', removeFeature(values.includedFeatures, index))} className="h-10 shrink-0 text-red-700 hover:bg-red-50">
              <X className="h-4 w-4" aria-hidden="true" />
              {t('adminPackages.removeFeature')}
            </Button>
          </div>
        ))}
        <Button variant="outline" size="sm" onClick={() => set('includedFeatures', [...values.includedFeatures, ''])}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('adminPackages.addFeature')}
        </Button>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={save.isPending}>
          {t('adminCommon.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={uploading > 0}>
          {t('adminPackages.save')}
        </Button>
      </div>
    </form>
  )
}

export function PackageFormDialog({ open, pkg, camps, onClose }: { open: boolean } & PackageFormProps) {
  const { t } = useTranslation()
  if (!open) return null
  return (
    <Dialog open size="xl" onClose={onClose} title={pkg ? t('adminPackages.editTitle', { name: pkg.name }) : t('adminPackages.createTitle')}>
      <PackageForm key={pkg?.id ?? 'new'} pkg={pkg} camps={camps} onClose={onClose} />
    </Dialog>
  )
}
