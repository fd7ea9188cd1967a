import { useState, type FormEvent } from 'react'
import { Controller, type FieldErrors } from 'react-hook-form'
import { z } from '@/lib/forms/zod'
import { useTranslation } from '@/i18n/react'
import { packageDifficultyValues, packageTypeValues } from '@/api/enums'
import type { OwnerPackage, OwnerPackageCreate } from '@/api/types'
import { FeaturedImageUploader, GalleryUploader } from '@/components/media/image-uploader'
import { MAX_GALLERY_IMAGES } from '@/components/media/image-rules'
import { useUploadSession } from '@/components/media/use-upload-session'
import { Alert, Button, Dialog, Field, Input, Select, Textarea, useToast } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { ListingTextsEditor } from '@/components/listing-texts/listing-texts-editor'
import type { Language } from '@/i18n/languages'
import { PACKAGE_TEXT_FIELDS, blankTexts, savedTextsOf, textsFormOf, translationsBody } from '@/lib/forms/listing-texts'
import { checkPackageNumbers, packageFieldsSchema, type PackageFields } from '@/lib/forms/package-fields'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, fieldCodes, useZodForm } from '@/lib/forms/zod-form'
import { useOwnerCamp } from '../api/get-owner-camp'
import { useCreateOwnerPackage, useUpdateOwnerPackage } from '../api/save-owner-package'
import { ListEditor } from './list-editor'

export type PackageForm = PackageFields
type FieldName = keyof PackageForm

/** The shared package checks; an owner's package is on sale at once, so its price must be above zero. */
export const ownerPackageSchema: z.ZodType<PackageForm, PackageForm> = packageFieldsSchema.superRefine((values, ctx) =>
  checkPackageNumbers(values, true, ctx),
)

/** The spec's blank form: 7 days, beginner, 8 people, not featured, price 0; written in English unless the camp is not. */
export const BLANK_PACKAGE: PackageForm = {
  name: '',
  shortDescription: '',
  description: '',
  price: '0',
  currency: 'EUR',
  durationDays: '7',
  difficultyLevel: 'beginner',
  packageType: 'surf-only',
  maxParticipants: '8',
  featured: false,
  imageUrl: null,
  galleryImages: [],
  includedFeatures: [],
  ...blankTexts('en'),
}

function formOf(pkg: OwnerPackage): PackageForm {
  return {
    name: pkg.name,
    shortDescription: pkg.shortDescription ?? '',
    description: pkg.description ?? '',
    price: String(Number(pkg.price)),
    currency: 'EUR',
    durationDays: String(pkg.durationDays),
    difficultyLevel: pkg.difficultyLevel,
    packageType: packageTypeValues.find((type) => type === pkg.packageType) ?? 'surf-only',
    maxParticipants: pkg.maxParticipants == null ? '' : String(pkg.maxParticipants),
    featured: pkg.featured,
    imageUrl: pkg.imageUrl ?? null,
    galleryImages: pkg.galleryImages,
    includedFeatures: pkg.includedFeatures,
    ...textsFormOf(pkg),
  }
}

type Check = 'nameRequired' | 'invalidNumber' | 'priceRequired' | 'imageRequired'

/** A field code as the owner form names it: its texts live under ownerDashboard.packageForm. */
function checkOf(code: string, field: string): Check | null {
  if (code === 'required') return field === 'name' ? 'nameRequired' : 'invalidNumber'
  if (code === 'invalid_number') return 'invalidNumber'
  if (code === 'price_required') return 'priceRequired'
  if (code === 'featured_image_required') return 'imageRequired'
  return null
}

/** Checks before sending; the server applies the same rules. */
export function validatePackage(form: PackageForm): Partial<Record<FieldName, Check>> {
  const checks: Partial<Record<FieldName, Check>> = {}
  for (const [field, code] of Object.entries(fieldCodes(ownerPackageSchema, form)) as [FieldName, string][]) {
    checks[field] = checkOf(code, field) ?? 'invalidNumber'
  }
  return checks
}

export function payloadOf(form: PackageForm): OwnerPackageCreate {
  return {
    name: form.name.trim(),
    shortDescription: form.shortDescription.trim() || null,
    description: form.description.trim() || null,
    price: Number(form.price).toFixed(2),
    currency: form.currency,
    durationDays: Number(form.durationDays),
    difficultyLevel: form.difficultyLevel,
    packageType: form.packageType,
    maxParticipants: form.maxParticipants.trim() === '' ? null : Number(form.maxParticipants),
    featured: form.featured,
    imageUrl: form.imageUrl,
    galleryImages: form.galleryImages.slice(0, MAX_GALLERY_IMAGES),
    includedFeatures: form.includedFeatures,
    ...translationsBody(form, PACKAGE_TEXT_FIELDS),
  }
}

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

function PackageDialogBody({ pkg, onClose }: { pkg: OwnerPackage | null; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const create = useCreateOwnerPackage()
  const update = useUpdateOwnerPackage()
  const uploads = useUploadSession()
  const { fieldMessage } = useErrorMessages('partner')
  // A new package is written in the camp's language until the owner says otherwise.
  const campLanguage: Language = useOwnerCamp().data?.sourceLanguage ?? 'en'
  const form = useZodForm(ownerPackageSchema, pkg ? formOf(pkg) : { ...BLANK_PACKAGE, ...blankTexts(campLanguage) })
  const { register, control } = form
  const [featuredBusy, setFeaturedBusy] = useState(false)
  const [galleryBusy, setGalleryBusy] = useState(false)
  const uploading = featuredBusy || galleryBusy
  const busy = create.isPending || update.isPending
  const editing = pkg !== null
  const formError = form.formState.errors.root?.message

  const errorOf = errorTextOf(form.formState.errors, (code, field) => {
    const check = checkOf(code, field)
    if (check === 'imageRequired') return t('ownerDashboard.packageForm.imageRequiredBody')
    if (check) return t(`ownerDashboard.packageForm.${check}`)
    if (code === 'too_many_images') return t('uploader.tooManyBody', { max: MAX_GALLERY_IMAGES })
    return fieldMessage(code)
  })

  function close() {
    if (busy) return
    uploads.discardExcept(pkg ? [pkg.imageUrl, ...pkg.galleryImages] : [])
    onClose()
  }

  async function save(values: PackageForm) {
    const body = payloadOf(values)
    try {
      const saved = editing ? await update.mutateAsync({ id: pkg.id, body }) : await create.mutateAsync(body)
      uploads.discardExcept([saved.imageUrl, ...saved.galleryImages])
      toast({
        title: t('ownerDashboard.toast.success'),
        description: t(editing ? 'ownerDashboard.toast.packageUpdated' : 'ownerDashboard.toast.packageCreated'),
        variant: 'success',
      })
      onClose()
    } catch (error) {
      const failed = t(
        editing ? 'ownerDashboard.toast.packageUpdateFailed' : 'ownerDashboard.toast.packageCreateFailed',
      )
      // The fields say what to fix when the server named them; no second message then.
      if (!setServerFieldErrors(error, form)) form.setError('root', { type: 'server', message: failed })
      toast({ title: t('ownerDashboard.toast.error'), description: failed, variant: 'destructive' })
    }
  }

  function refused(errors: FieldErrors<PackageForm>) {
    if (errors.imageUrl)
      toast({
        title: t('ownerDashboard.packageForm.imageRequiredTitle'),
        description: t('ownerDashboard.packageForm.imageRequiredBody'),
        variant: 'destructive',
      })
  }

  function onSubmit(event: FormEvent) {
    if (uploading) {
      event.preventDefault()
      form.setError('root', { type: 'uploads', message: t('ownerDashboard.packageForm.waitForUploads') })
      return
    }
    void form.handleSubmit(save, refused)(event)
  }

  const title = editing ? t('ownerDashboard.packageForm.editTitle') : t('ownerDashboard.packageForm.createTitle')
  return (
    <Dialog
      open
      onClose={close}
      title={title}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('ownerDashboard.packageForm.cancel')}
          </Button>
          <Button type="submit" form="owner-package-form" loading={busy} disabled={uploading}>
            {busy
              ? t('ownerDashboard.packageForm.saving')
              : editing
                ? t('ownerDashboard.packageForm.save')
                : t('ownerDashboard.packageForm.create')}
          </Button>
        </>
      }
    >
      <form id="owner-package-form" noValidate onSubmit={onSubmit} className="space-y-6">
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
                    id="package-included"
                    lang={lang}
                    label={t('ownerDashboard.packageForm.included')}
                    items={field.value}
                    onChange={field.onChange}
                    placeholder={t('ownerDashboard.packageForm.featurePlaceholder')}
                    addLabel={t('ownerDashboard.packageForm.addFeature')}
                    disabled={busy}
                  />
                )}
              />
            </div>
          )}
        </ListingTextsEditor>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('ownerDashboard.packageForm.priceEur')} required error={errorOf('price')}>
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...register('price')}
                disabled={busy}
              />
            )}
          </Field>
          <Field label={t('ownerDashboard.packageForm.duration')} required error={errorOf('durationDays')}>
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                step={1}
                {...register('durationDays')}
                disabled={busy}
              />
            )}
          </Field>
          <Field label={t('ownerDashboard.packageForm.difficulty')}>
            {(props) => (
              <Select {...props} {...register('difficultyLevel')} disabled={busy}>
                {packageDifficultyValues.map((level) => (
                  <option key={level} value={level}>
                    {t(`levels.${level}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('ownerDashboard.packageForm.packageType')}>
            {(props) => (
              <Select {...props} {...register('packageType')} disabled={busy}>
                {packageTypeValues.map((type) => (
                  <option key={type} value={type}>
                    {t(`ownerDashboard.packageTypes.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('ownerDashboard.packageForm.maxParticipants')} optional error={errorOf('maxParticipants')}>
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                {...register('maxParticipants')}
                disabled={busy}
              />
            )}
          </Field>
          <label className="flex items-start gap-3 self-end rounded-xl border border-slate-200 p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 rounded border-slate-300 text-ocean-700 focus:ring-ocean-500"
              {...register('featured')}
              disabled={busy}
            />
            <span>
              <span className="font-medium text-slate-800">{t('ownerDashboard.packageForm.featured')}</span>
              <span className="block text-xs text-slate-500">{t('ownerDashboard.packageForm.featuredHint')}</span>
            </span>
          </label>
        </div>
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <FeaturedImageUploader
              required
              value={field.value}
              onChange={field.onChange}
              onUploaded={uploads.track}
              onBusyChange={setFeaturedBusy}
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
              onBusyChange={setGalleryBusy}
              error={errorOf('galleryImages')}
              disabled={busy}
            />
          )}
        />
      </form>
    </Dialog>
  )
}
