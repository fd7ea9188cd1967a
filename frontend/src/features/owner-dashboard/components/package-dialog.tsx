import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { OwnerPackage, OwnerPackageCreate } from '@/api/types'
import { FeaturedImageUploader, GalleryUploader } from '@/components/media/image-uploader'
import { MAX_GALLERY_IMAGES } from '@/components/media/image-rules'
import { useUploadSession } from '@/components/media/use-upload-session'
import { Alert, Button, Dialog, Field, Input, Select, Textarea, useToast } from '@/components/ui'
import { fieldKey, useErrorMessages } from '@/lib/errors/use-error-message'
import { useCreateOwnerPackage, useUpdateOwnerPackage } from '../api/save-owner-package'
import { ListEditor } from './list-editor'

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'all_levels'] as const
export const PACKAGE_TYPES = ['surf-only', 'surf-yoga', 'all-inclusive'] as const

type Difficulty = (typeof DIFFICULTIES)[number]
type PackageType = (typeof PACKAGE_TYPES)[number]
/** Package prices are in EUR only (the server converts for travellers). */
type Currency = 'EUR'

export type PackageForm = {
  name: string
  shortDescription: string
  description: string
  price: string
  currency: Currency
  durationDays: string
  difficultyLevel: Difficulty
  packageType: PackageType
  maxParticipants: string
  featured: boolean
  imageUrl: string | null
  galleryImages: string[]
  includedFeatures: string[]
}
type FieldName = keyof PackageForm
type Errors = Partial<Record<FieldName, string>>

/** The spec's blank form: 7 days, beginner, 8 people, not featured, price 0. */
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
    packageType: (PACKAGE_TYPES as readonly string[]).includes(pkg.packageType) ? (pkg.packageType as PackageType) : 'surf-only',
    maxParticipants: pkg.maxParticipants == null ? '' : String(pkg.maxParticipants),
    featured: pkg.featured,
    imageUrl: pkg.imageUrl ?? null,
    galleryImages: pkg.galleryImages,
    includedFeatures: pkg.includedFeatures,
  }
}

type Check = 'nameRequired' | 'invalidNumber' | 'priceRequired' | 'imageRequired'

/** Checks before sending; the server applies the same rules. */
export function validatePackage(form: PackageForm): Partial<Record<FieldName, Check>> {
  const errors: Partial<Record<FieldName, Check>> = {}
  if (!form.name.trim()) errors.name = 'nameRequired'
  const price = Number(form.price)
  if (form.price.trim() === '' || !Number.isFinite(price) || price < 0 || price > 100000) errors.price = 'invalidNumber'
  else if (price <= 0) errors.price = 'priceRequired' // an owner's package is on sale at once
  const days = Number(form.durationDays)
  if (!Number.isInteger(days) || days < 1 || days > 60) errors.durationDays = 'invalidNumber'
  if (form.maxParticipants.trim() !== '') {
    const people = Number(form.maxParticipants)
    if (!Number.isInteger(people) || people < 1 || people > 100) errors.maxParticipants = 'invalidNumber'
  }
  if (!form.imageUrl) errors.imageUrl = 'imageRequired'
  return errors
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
  const [form, setForm] = useState<PackageForm>(() => (pkg ? formOf(pkg) : BLANK_PACKAGE))
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [featuredBusy, setFeaturedBusy] = useState(false)
  const [galleryBusy, setGalleryBusy] = useState(false)
  const uploading = featuredBusy || galleryBusy
  const busy = create.isPending || update.isPending
  const editing = pkg !== null

  function set<K extends FieldName>(name: K, value: PackageForm[K]) {
    setForm((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  function close() {
    if (busy) return
    uploads.discardExcept(pkg ? [pkg.imageUrl, ...pkg.galleryImages] : [])
    onClose()
  }

  function messageOf(check: Check): string {
    if (check === 'imageRequired') return t('ownerDashboard.packageForm.imageRequiredBody')
    return t(`ownerDashboard.packageForm.${check}`)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (uploading) {
      setFormError(t('ownerDashboard.packageForm.waitForUploads'))
      return
    }
    const found = validatePackage(form)
    if (Object.keys(found).length > 0) {
      setErrors(Object.fromEntries(Object.entries(found).map(([name, check]) => [name, messageOf(check)])))
      if (found.imageUrl) toast({ title: t('ownerDashboard.packageForm.imageRequiredTitle'), description: t('ownerDashboard.packageForm.imageRequiredBody'), variant: 'destructive' })
      setFormError(null)
      return
    }
    setErrors({})
    setFormError(null)
    const body = payloadOf(form)
    try {
      const saved = editing ? await update.mutateAsync({ id: pkg.id, body }) : await create.mutateAsync(body)
      uploads.discardExcept([saved.imageUrl, ...saved.galleryImages])
      toast({ title: t('ownerDashboard.toast.success'), description: t(editing ? 'ownerDashboard.toast.packageUpdated' : 'ownerDashboard.toast.packageCreated'), variant: 'success' })
      onClose()
    } catch (error) {
      const failed = t(editing ? 'ownerDashboard.toast.packageUpdateFailed' : 'ownerDashboard.toast.packageCreateFailed')
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        const byField: Errors = {}
        for (const [name, code] of Object.entries(error.fields)) {
          const key = fieldKey(name) as FieldName
          byField[key] = fieldMessage(code)
        }
        setErrors(byField)
      } else {
        setFormError(failed) // the fields say what to fix when the server named them; no second message here
      }
      toast({ title: t('ownerDashboard.toast.error'), description: failed, variant: 'destructive' })
    }
  }

  const title = editing ? t('ownerDashboard.packageForm.editTitle') : t('ownerDashboard.packageForm.createTitle')
  return (
    <Dialog
      open
      onClose={close}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('ownerDashboard.packageForm.cancel')}
          </Button>
          <Button type="submit" form="owner-package-form" loading={busy} disabled={uploading}>
            {busy ? t('ownerDashboard.packageForm.saving') : editing ? t('ownerDashboard.packageForm.save') : t('ownerDashboard.packageForm.create')}
          </Button>
        </>
      }
    >
      <form id="owner-package-form" noValidate onSubmit={onSubmit} className="space-y-6">
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('ownerDashboard.packageForm.name')} required error={errors.name} className="sm:col-span-2">
            {(control) => <Input {...control} maxLength={200} value={form.name} onChange={(e) => set('name', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.packageForm.shortDescription')} optional error={errors.shortDescription} className="sm:col-span-2">
            {(control) => <Input {...control} maxLength={500} value={form.shortDescription} onChange={(e) => set('shortDescription', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.packageForm.description')} optional error={errors.description} className="sm:col-span-2">
            {(control) => <Textarea {...control} rows={4} maxLength={10000} value={form.description} onChange={(e) => set('description', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.packageForm.priceEur')} required error={errors.price}>
            {(control) => <Input {...control} type="number" inputMode="decimal" min={0} step={0.01} value={form.price} onChange={(e) => set('price', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.packageForm.duration')} required error={errors.durationDays}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={60} step={1} value={form.durationDays} onChange={(e) => set('durationDays', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.packageForm.difficulty')}>
            {(control) => (
              <Select {...control} value={form.difficultyLevel} onChange={(e) => set('difficultyLevel', e.target.value as Difficulty)} disabled={busy}>
                {DIFFICULTIES.map((level) => (
                  <option key={level} value={level}>
                    {t(`ownerDashboard.difficulty.${level}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('ownerDashboard.packageForm.packageType')}>
            {(control) => (
              <Select {...control} value={form.packageType} onChange={(e) => set('packageType', e.target.value as PackageType)} disabled={busy}>
                {PACKAGE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`ownerDashboard.packageTypes.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('ownerDashboard.packageForm.maxParticipants')} optional error={errors.maxParticipants}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={100} step={1} value={form.maxParticipants} onChange={(e) => set('maxParticipants', e.target.value)} disabled={busy} />}
          </Field>
          <label className="flex items-start gap-3 self-end rounded-xl border border-slate-200 p-3 text-sm">
            <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-300 text-ocean-700 focus:ring-ocean-500" checked={form.featured} onChange={(e) => set('featured', e.target.checked)} disabled={busy} />
            <span>
              <span className="font-medium text-slate-800">{t('ownerDashboard.packageForm.featured')}</span>
              <span className="block text-xs text-slate-500">{t('ownerDashboard.packageForm.featuredHint')}</span>
            </span>
          </label>
        </div>
        <FeaturedImageUploader required value={form.imageUrl} onChange={(url) => set('imageUrl', url)} onUploaded={uploads.track} onBusyChange={setFeaturedBusy} error={errors.imageUrl} disabled={busy} />
        <GalleryUploader value={form.galleryImages} onChange={(urls) => set('galleryImages', urls)} onUploaded={uploads.track} onBusyChange={setGalleryBusy} error={errors.galleryImages} disabled={busy} />
        <ListEditor
          id="package-included"
          label={t('ownerDashboard.packageForm.included')}
          items={form.includedFeatures}
          onChange={(items) => set('includedFeatures', items)}
          placeholder={t('ownerDashboard.packageForm.featurePlaceholder')}
          addLabel={t('ownerDashboard.packageForm.addFeature')}
          disabled={busy}
        />
      </form>
    </Dialog>
  )
}
