import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { Plus, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { ActiveStatusField } from '@/components/admin/active-status-field'
import type { AdminCamp, AdminPackage } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { formatPlace } from '@/lib/format'
import { FeaturedImageUploader, GalleryUploader } from '@/components/media/image-uploader'
import { useUploadSession } from '@/components/media/use-upload-session'
import { Button, Dialog, Field, Input, Select, Textarea, useToast } from '@/components/ui'
import { ListingTextsEditor, type ListFormat } from '@/components/listing-texts/listing-texts-editor'
import { PACKAGE_TEXT_FIELDS, savedTextsOf } from '@/lib/forms/listing-texts'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, useZodForm } from '@/lib/forms/zod-form'
import { useSavePackage } from '../api/save-package'
import {
  DIFFICULTIES,
  PACKAGE_TYPES,
  blankPackage,
  formToBody,
  packageFormSchema,
  packageToForm,
  removeFeature,
  type PackageFormValues,
} from './package-form'

/** The feature rows as a list (blank rows count for nothing), and back: always one row to type into. */
const FEATURE_ROWS: ListFormat = {
  read: (rows) => rows as string[],
  write: (items) => (items.length > 0 ? items : ['']),
}

export interface PackageFormProps {
  pkg: AdminPackage | null
  camps: AdminCamp[]
  onClose: () => void
}

export function PackageForm({ pkg, camps, onClose }: PackageFormProps) {
  const { t, i18n } = useTranslation()
  const toast = useAdminToast()
  const rawToast = useToast()
  const save = useSavePackage()
  const { fieldMessage: errorText } = useErrorMessages('admin')
  const uploads = useUploadSession()
  const form = useZodForm(packageFormSchema, pkg ? packageToForm(pkg) : blankPackage)
  const { register, control } = form
  const errorOf = errorTextOf(form.formState.errors, errorText)
  const [uploading, setUploading] = useState(0)
  const busy = (flag: boolean) => setUploading((n) => Math.max(0, n + (flag ? 1 : -1)))
  const original = pkg ? [pkg.imageUrl, ...pkg.galleryImages] : []
  // Active camps, plus this package's own camp when it is not active any more.
  const campId = pkg ? String(pkg.campId) : ''
  const choices = camps.filter((c) => c.status === 'active' || String(c.id) === campId)

  function close() {
    uploads.discardExcept(original)
    onClose()
  }

  function submit(values: PackageFormValues) {
    save.mutate(
      { id: pkg?.id ?? null, body: formToBody(values) },
      {
        onSuccess: () => {
          uploads.discardExcept([values.imageUrl, ...values.galleryImages])
          toast.success(t(pkg ? 'adminPackages.updated' : 'adminPackages.created'))
          onClose()
        },
        onError: (error) => {
          setServerFieldErrors(error, form)
          toast.failure(t('adminPackages.saveFailed'))
        },
      },
    )
  }

  function refused(errors: typeof form.formState.errors) {
    if (errors.imageUrl)
      rawToast({
        title: t('adminPackages.imageRequiredTitle'),
        description: t('adminPackages.imageRequiredBody'),
        variant: 'destructive',
      })
  }

  return (
    <form onSubmit={form.handleSubmit(submit, refused)} noValidate className="space-y-4">
      <Field label={t('adminPackages.fields.camp')} required error={errorOf('campId')}>
        {(props) => (
          <Select {...props} {...register('campId')}>
            <option value="">{t('adminPackages.fields.chooseCamp')}</option>
            {choices.map((camp) => (
              <option key={camp.id} value={camp.id}>
                {camp.name} — {formatPlace(camp.locationKey, i18n.language)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ListingTextsEditor
        form={form}
        fields={PACKAGE_TEXT_FIELDS}
        saved={pkg ? savedTextsOf(pkg, PACKAGE_TEXT_FIELDS) : null}
        listFormats={{ includedFeatures: FEATURE_ROWS }}
        errorText={(code) => errorText(code)}
        disabled={save.isPending}
      >
        {(lang) => (
          <div className="space-y-4">
            <Field label={t('adminPackages.fields.name')} required error={errorOf('name')}>
              {(props) => <Input {...props} lang={lang} {...register('name')} maxLength={200} />}
            </Field>
            <Field label={t('adminPackages.fields.shortDescription')} optional error={errorOf('shortDescription')}>
              {(props) => <Input {...props} lang={lang} {...register('shortDescription')} maxLength={500} />}
            </Field>
            <Field label={t('adminPackages.fields.description')} optional error={errorOf('description')}>
              {(props) => <Textarea {...props} lang={lang} {...register('description')} rows={3} />}
            </Field>
            <Controller
              control={control}
              name="includedFeatures"
              render={({ field: { value: features, onChange } }) => (
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium text-slate-800">{t('adminPackages.fields.included')}</legend>
                  {features.map((feature, index) => (
                    <div key={index} className="flex gap-2">
                      <Input
                        aria-label={t('adminPackages.fields.feature', { number: index + 1 })}
                        lang={lang}
                        value={feature}
                        placeholder={t('adminPackages.fields.featurePlaceholder')}
                        onChange={(e) => onChange(features.map((f, i) => (i === index ? e.target.value : f)))}
                        className="h-10"
                        maxLength={200}
                      />
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onChange(removeFeature(features, index))}
                        className="h-10 shrink-0 text-red-700 hover:bg-red-50"
                      >
                        <X className="h-4 w-4" aria-hidden="true" />
                        {t('adminPackages.removeFeature')}
                      </Button>
                    </div>
                  ))}
                  <Button variant="outline" size="sm" onClick={() => onChange([...features, ''])}>
                    <Plus className="h-4 w-4" aria-hidden="true" />
                    {t('adminPackages.addFeature')}
                  </Button>
                </fieldset>
              )}
            />
          </div>
        )}
      </ListingTextsEditor>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Field label={t('adminPackages.fields.priceEur')} required error={errorOf('price')}>
          {(props) => <Input {...props} {...register('price')} type="number" step="0.01" min="0" inputMode="decimal" />}
        </Field>
        <Field label={t('adminPackages.fields.duration')} required error={errorOf('durationDays')}>
          {(props) => (
            <Input
              {...props}
              {...register('durationDays')}
              type="number"
              step="1"
              min="1"
              max="60"
              inputMode="numeric"
            />
          )}
        </Field>
        <Field label={t('adminPackages.fields.maxParticipants')} optional error={errorOf('maxParticipants')}>
          {(props) => (
            <Input {...props} {...register('maxParticipants')} type="number" step="1" min="1" inputMode="numeric" />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('adminPackages.fields.difficulty')}>
          {(props) => (
            <Select {...props} {...register('difficultyLevel')}>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`levels.${d}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('adminPackages.fields.type')}>
          {(props) => (
            <Select {...props} {...register('packageType')}>
              {PACKAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`adminPackages.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <ActiveStatusField label={t('adminPackages.fields.status')} value={field.value} onChange={field.onChange} />
          )}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...register('featured')} className="h-4 w-4 rounded border-slate-300" />
        {t('adminPackages.fields.featured')}
      </label>
      <div className="grid gap-4 lg:grid-cols-2">
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <FeaturedImageUploader
              label={t('adminPackages.fields.featuredImage')}
              required
              purpose="package-featured"
              value={field.value}
              onChange={field.onChange}
              onUploaded={uploads.track}
              onBusyChange={busy}
              error={errorOf('imageUrl')}
            />
          )}
        />
        <Controller
          control={control}
          name="galleryImages"
          render={({ field }) => (
            <GalleryUploader
              label={t('adminPackages.fields.gallery')}
              value={field.value}
              onChange={field.onChange}
              onUploaded={uploads.track}
              onBusyChange={busy}
              error={errorOf('galleryImages')}
            />
          )}
        />
      </div>
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
    <Dialog
      open
      size="xl"
      onClose={onClose}
      title={pkg ? t('adminPackages.editTitle', { name: pkg.name }) : t('adminPackages.createTitle')}
    >
      <PackageForm key={pkg?.id ?? 'new'} pkg={pkg} camps={camps} onClose={onClose} />
    </Dialog>
  )
}
