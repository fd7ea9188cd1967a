import { useState, type FormEvent } from 'react'
import { MapPin } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { OwnerCamp, OwnerCampUpdate } from '@/api/types'
import { FeaturedImageUploader } from '@/components/media/image-uploader'
import { useUploadSession } from '@/components/media/use-upload-session'
import { Button, Field, Input, Textarea, useToast } from '@/components/ui'
import { fieldKey, useErrorMessages } from '@/lib/errors/use-error-message'
import { useUpdateOwnerCamp } from '../api/update-owner-camp'
import { ListEditor } from './list-editor'

type CampForm = {
  name: string
  shortDescription: string
  description: string
  address: string
  phone: string
  email: string
  website: string
  mapsUrl: string
  amenities: string[]
  imageUrl: string | null
}

function formOf(camp: OwnerCamp): CampForm {
  return {
    name: camp.name,
    shortDescription: camp.shortDescription ?? '',
    description: camp.description ?? '',
    address: camp.address ?? '',
    phone: camp.phone ?? '',
    email: camp.email ?? '',
    website: camp.website ?? '',
    mapsUrl: camp.mapsUrl ?? '',
    amenities: camp.amenities,
    imageUrl: camp.imageUrl ?? null,
  }
}

/** Every camp field an owner may edit; the location stays with the team. */
export function CampDetailsForm({ camp }: { camp: OwnerCamp }) {
  const { t } = useTranslation()
  const toast = useToast()
  const update = useUpdateOwnerCamp()
  const uploads = useUploadSession()
  const { fieldMessage } = useErrorMessages()
  const [form, setForm] = useState<CampForm>(() => formOf(camp))
  const [errors, setErrors] = useState<Partial<Record<keyof CampForm, string>>>({})
  const [uploading, setUploading] = useState(false)
  const initial = formOf(camp)
  const dirty = JSON.stringify(initial) !== JSON.stringify(form)

  function set<K extends keyof CampForm>(name: K, value: CampForm[K]) {
    setForm((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!form.name.trim()) {
      setErrors({ name: t('errors.required') })
      return
    }
    const body: OwnerCampUpdate = {
      name: form.name.trim(),
      shortDescription: form.shortDescription.trim(),
      description: form.description.trim(),
      address: form.address.trim(),
      phone: form.phone.trim(),
      email: form.email.trim(),
      website: form.website.trim(),
      mapsUrl: form.mapsUrl.trim(),
      amenities: form.amenities,
      imageUrl: form.imageUrl,
    }
    try {
      const saved = await update.mutateAsync(body)
      uploads.discardExcept([saved.imageUrl])
      setForm(formOf(saved))
      toast({ title: t('ownerDashboard.toast.success'), description: t('ownerDashboard.toast.campUpdated'), variant: 'success' })
    } catch (error) {
      if (isApiError(error)) {
        const byField: Partial<Record<keyof CampForm, string>> = {}
        for (const [name, code] of Object.entries(error.fields)) byField[fieldKey(name) as keyof CampForm] = fieldMessage(code)
        setErrors(byField)
      }
      toast({ title: t('ownerDashboard.toast.error'), description: t('ownerDashboard.toast.campUpdateFailed'), variant: 'destructive' })
    }
  }

  const busy = update.isPending
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8" aria-labelledby="camp-details-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="camp-details-heading" className="text-lg font-bold text-slate-900">
            {t('ownerDashboard.camp.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('ownerDashboard.camp.subheading')}</p>
        </div>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700" title={t('ownerDashboard.camp.notEditable')}>
          <MapPin className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t('ownerDashboard.camp.location')}: </span>
          {camp.location}
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid content-start gap-5 sm:grid-cols-2">
          <Field label={t('ownerDashboard.camp.name')} required error={errors.name} className="sm:col-span-2">
            {(control) => <Input {...control} maxLength={200} value={form.name} onChange={(e) => set('name', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.camp.shortDescription')} optional hint={t('ownerDashboard.camp.shortDescriptionHint')} error={errors.shortDescription} className="sm:col-span-2">
            {(control) => <Input {...control} maxLength={500} value={form.shortDescription} onChange={(e) => set('shortDescription', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.camp.description')} optional error={errors.description} className="sm:col-span-2">
            {(control) => <Textarea {...control} rows={5} maxLength={10000} value={form.description} onChange={(e) => set('description', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.camp.address')} optional error={errors.address} className="sm:col-span-2">
            {(control) => <Input {...control} autoComplete="street-address" maxLength={300} value={form.address} onChange={(e) => set('address', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.camp.phone')} optional error={errors.phone}>
            {(control) => <Input {...control} type="tel" autoComplete="tel" maxLength={50} value={form.phone} onChange={(e) => set('phone', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.camp.email')} optional error={errors.email}>
            {(control) => <Input {...control} type="email" autoComplete="email" maxLength={254} value={form.email} onChange={(e) => set('email', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.camp.website')} optional error={errors.website}>
            {(control) => <Input {...control} type="url" placeholder={t('ownerDashboard.camp.websitePlaceholder')} maxLength={300} value={form.website} onChange={(e) => set('website', e.target.value)} disabled={busy} />}
          </Field>
          <Field label={t('ownerDashboard.camp.mapsUrl')} optional error={errors.mapsUrl}>
            {(control) => <Input {...control} type="url" placeholder={t('ownerDashboard.camp.mapsUrlPlaceholder')} maxLength={1000} value={form.mapsUrl} onChange={(e) => set('mapsUrl', e.target.value)} disabled={busy} />}
          </Field>
          <div className="sm:col-span-2">
            <ListEditor
              id="camp-amenities"
              label={t('ownerDashboard.camp.amenities')}
              items={form.amenities}
              onChange={(items) => set('amenities', items)}
              placeholder={t('ownerDashboard.camp.amenityPlaceholder')}
              addLabel={t('ownerDashboard.camp.addAmenity')}
              maxItems={40}
              disabled={busy}
            />
            {errors.amenities ? <p className="mt-1 text-sm font-medium text-red-700">{errors.amenities}</p> : null}
          </div>
        </div>
        <div className="space-y-5">
          <FeaturedImageUploader
            purpose="camp"
            label={t('ownerDashboard.camp.image')}
            value={form.imageUrl}
            onChange={(url) => set('imageUrl', url)}
            onUploaded={uploads.track}
            onBusyChange={setUploading}
            error={errors.imageUrl}
            disabled={busy}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-sand-200 pt-5 sm:flex-row sm:justify-end lg:col-span-2">
          <Button
            variant="ghost"
            disabled={!dirty || busy || uploading}
            onClick={() => {
              uploads.discardExcept([camp.imageUrl])
              setForm(formOf(camp))
              setErrors({})
            }}
          >
            {t('ownerDashboard.camp.reset')}
          </Button>
          <Button type="submit" loading={busy} disabled={!dirty || uploading}>
            {busy ? t('ownerDashboard.camp.saving') : t('ownerDashboard.camp.save')}
          </Button>
        </div>
      </form>
    </section>
  )
}
