import { useState, type FormEvent } from 'react'
import { Controller, type FieldErrors } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import type { AdminCamp, AdminPackage, OwnerPackage } from '@/api/types'
import { MAX_GALLERY_IMAGES } from '@/components/media/image-rules'
import { LowPriceQuestion, useLowPriceCheck } from '@/components/price-check/low-price-question'
import { Alert, Field, Input, Textarea, useToast } from '@/components/ui'
import type { ErrorArea } from '@/lib/errors/error-text'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, useZodForm } from '@/lib/forms/zod-form'
import { PACKAGE_TEXT_FIELDS, savedTextsOf } from '../lib/listing-texts'
import {
  packageBody,
  packageFormSchema,
  packageToForm,
  type PackageBody,
  type PackageFormValues,
  type PackageWritable,
} from '../lib/package-form'
import { ListingTextsEditor } from './listing-texts/listing-texts-editor'
import { ListEditor } from './list-editor'
import { FeaturedImageUploader, GalleryUploader } from './media/image-uploader'
import type { useUploadSession } from './media/use-upload-session'
import { PackageSettings } from './package-settings'

/** What a save answers: the images it kept (the others uploaded in this session are discarded). */
export interface SavedImages {
  imageUrl: string | null
  galleryImages: string[]
}

export interface PackageFormProps {
  /** The form's id, for the dialog's submit button (`form={id}`). */
  id: string
  /** The package to edit, or null for a new one (then `blank` fills the form). */
  pkg: OwnerPackage | AdminPackage | null
  blank: PackageFormValues
  /** What the caller may set, as the server says (the camp read's `writable`). */
  writable: PackageWritable
  /** The camps to choose from, when the caller chooses the package's camp. */
  camps?: AdminCamp[]
  /** Where the form is: the words of a few field errors differ between the owner's area and the back office. */
  area: ErrorArea
  uploads: ReturnType<typeof useUploadSession>
  /** Sends the save (create or update); rejects with the API's error. */
  save: (body: PackageBody) => Promise<SavedImages>
  onSaved: () => void
  /** The toast of a failed save (the field errors show under their fields, with everything typed kept). */
  onFailed: (message: string) => void
  /** The message of a save that failed without naming a field. */
  failure: string
  busy: boolean
  onUploadingChange: (uploading: boolean) => void
}

/**
 * One package form for the camp owner and the back office: texts in three languages, price (read as
 * the interface language writes amounts), duration, group size, images and what is included. What
 * the caller may set comes from the server; the checks are the server's, which stays the authority.
 */
export function PackageForm({
  id,
  pkg,
  blank,
  writable,
  camps = [],
  area,
  uploads,
  save,
  onSaved,
  onFailed,
  failure,
  busy,
  onUploadingChange,
}: PackageFormProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const { fieldMessage } = useErrorMessages(area)
  const form = useZodForm(packageFormSchema(writable), pkg ? packageToForm(pkg) : blank)
  const { register, control } = form
  const lowPrice = useLowPriceCheck()
  const [uploading, setUploading] = useState({ featured: false, gallery: false })
  const formError = form.formState.errors.root?.message
  const errorOf = errorTextOf(form.formState.errors, (code) => fieldMessage(code))

  function busyUploading(part: 'featured' | 'gallery', flag: boolean) {
    setUploading((now) => {
      const next = { ...now, [part]: flag }
      onUploadingChange(next.featured || next.gallery)
      return next
    })
  }

  async function submit(values: PackageFormValues) {
    const body = packageBody(values, writable, lowPrice.confirmed)
    try {
      const saved = await save(body)
      uploads.discardExcept([saved.imageUrl, ...saved.galleryImages])
      onSaved()
    } catch (error) {
      // A question, not a failure: it shows under the price, with everything typed kept.
      if (lowPrice.askedBy(error, body.price, body.durationDays)) return
      // The fields say what to fix when the server named them; the form says it otherwise.
      if (!setServerFieldErrors(error, form)) form.setError('root', { type: 'server', message: failure })
      onFailed(failure)
    }
  }

  function refused(errors: FieldErrors<PackageFormValues>) {
    if (errors.imageUrl)
      toast({
        title: t('ownerDashboard.packageForm.imageRequiredTitle'),
        description: t('ownerDashboard.packageForm.imageRequiredBody'),
        variant: 'destructive',
      })
  }

  function onSubmit(event: FormEvent) {
    if (uploading.featured || uploading.gallery) {
      event.preventDefault()
      form.setError('root', { type: 'uploads', message: t('ownerDashboard.packageForm.waitForUploads') })
      return
    }
    void form.handleSubmit(submit, refused)(event)
  }

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-6">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <ListingTextsEditor
        form={form}
        fields={PACKAGE_TEXT_FIELDS}
        saved={pkg ? savedTextsOf(pkg, PACKAGE_TEXT_FIELDS) : null}
        errorText={(code) => fieldMessage(code)}
        disabled={busy}
      >
        {(lang) => (
          <div className="space-y-5">
            <Field label={t('ownerDashboard.packageForm.name')} required error={errorOf('name')}>
              {(props) => <Input {...props} lang={lang} maxLength={200} {...register('name')} disabled={busy} />}
            </Field>
            <Field
              label={t('ownerDashboard.packageForm.shortDescription')}
              optional
              error={errorOf('shortDescription')}
            >
              {(props) => (
                <Input {...props} lang={lang} maxLength={500} {...register('shortDescription')} disabled={busy} />
              )}
            </Field>
            <Field label={t('ownerDashboard.packageForm.description')} optional error={errorOf('description')}>
              {(props) => (
                <Textarea
                  {...props}
                  lang={lang}
                  rows={4}
                  maxLength={10000}
                  {...register('description')}
                  disabled={busy}
                />
              )}
            </Field>
            <Controller
              control={control}
              name="includedFeatures"
              render={({ field }) => (
                <ListEditor
                  id={`${id}-included`}
                  lang={lang}
                  label={t('ownerDashboard.packageForm.included')}
                  items={field.value}
                  onChange={field.onChange}
                  placeholder={t('ownerDashboard.packageForm.featurePlaceholder')}
                  addLabel={t('ownerDashboard.packageForm.addFeature')}
                  maxLength={200}
                  disabled={busy}
                />
              )}
            />
          </div>
        )}
      </ListingTextsEditor>
      <PackageSettings
        form={form}
        writable={writable}
        camps={camps}
        errorOf={errorOf}
        busy={busy}
        lowPrice={
          lowPrice.asked ? (
            <LowPriceQuestion
              {...lowPrice.asked}
              checked={lowPrice.confirmed}
              onChange={lowPrice.setConfirmed}
              disabled={busy}
            />
          ) : null
        }
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <FeaturedImageUploader
              required
              value={field.value}
              onChange={field.onChange}
              onUploaded={uploads.track}
              onBusyChange={(flag) => busyUploading('featured', flag)}
              error={errorOf('imageUrl')}
              disabled={busy}
            />
          )}
        />
        <Controller
          control={control}
          name="galleryImages"
          render={({ field }) => (
            <GalleryUploader
              value={field.value}
              onChange={field.onChange}
              onUploaded={uploads.track}
              onBusyChange={(flag) => busyUploading('gallery', flag)}
              error={errorOf('galleryImages') ?? undefined}
              disabled={busy}
              max={MAX_GALLERY_IMAGES}
            />
          )}
        />
      </div>
    </form>
  )
}
