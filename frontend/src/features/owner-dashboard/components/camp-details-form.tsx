import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { MapPin } from 'lucide-react'
import { z } from '@/lib/forms/zod'
import { useTranslation } from '@/i18n/react'
import type { OwnerCamp, OwnerCampUpdate } from '@/api/types'
import { FeaturedImageUploader } from '@/features/listings/components/media/image-uploader'
import { useUploadSession } from '@/features/listings/components/media/use-upload-session'
import { Button, Field, Input, Textarea, useToast } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { formatPlace } from '@/lib/format'
import { ListingTextsEditor } from '@/features/listings/components/listing-texts/listing-texts-editor'
import {
  CAMP_TEXT_FIELDS,
  listingTextsShape,
  savedTextsOf,
  textsFormOf,
  translationsBody,
} from '@/features/listings/lib/listing-texts'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, requiredText, useZodForm } from '@/lib/forms/zod-form'
import { useUpdateOwnerCamp } from '../api/update-owner-camp'
import { ListEditor } from '@/features/listings/components/list-editor'

/** A name is required; the server checks the rest (e-mail, web addresses) and names the field it refuses. */
const campDetailsSchema = z.object({
  name: requiredText,
  shortDescription: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  mapsUrl: z.string(),
  amenities: z.array(z.string()),
  imageUrl: z.string().nullable(),
  ...listingTextsShape,
})

type CampForm = z.infer<typeof campDetailsSchema>

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
    ...textsFormOf(camp),
  }
}

function bodyOf(form: CampForm): OwnerCampUpdate {
  return {
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
    ...translationsBody(form, CAMP_TEXT_FIELDS),
  }
}

/** Every camp field an owner may edit; the location stays with the team. */
export function CampDetailsForm({ camp }: { camp: OwnerCamp }) {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const update = useUpdateOwnerCamp()
  const uploads = useUploadSession()
  const { fieldMessage } = useErrorMessages()
  const form = useZodForm(campDetailsSchema, formOf(camp))
  const { register, control } = form
  const errorOf = errorTextOf(form.formState.errors, (code) => fieldMessage(code))
  const [uploading, setUploading] = useState(false)
  const dirty = form.formState.isDirty

  async function save(values: CampForm) {
    try {
      const saved = await update.mutateAsync(bodyOf(values))
      uploads.discardExcept([saved.imageUrl])
      form.reset(formOf(saved))
      toast({
        title: t('ownerDashboard.toast.success'),
        description: t('ownerDashboard.toast.campUpdated'),
        variant: 'success',
      })
    } catch (error) {
      setServerFieldErrors(error, form)
      toast({
        title: t('ownerDashboard.toast.error'),
        description: t('ownerDashboard.toast.campUpdateFailed'),
        variant: 'destructive',
      })
    }
  }

  const busy = update.isPending
  return (
    <section
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8"
      aria-labelledby="camp-details-heading"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="camp-details-heading" className="text-lg font-bold text-slate-900">
            {t('ownerDashboard.camp.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('ownerDashboard.camp.subheading')}</p>
        </div>
        <p
          className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
          title={t('ownerDashboard.camp.notEditable')}
        >
          <MapPin className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t('ownerDashboard.camp.location')}: </span>
          {formatPlace(camp.locationKey, i18n.language)}
        </p>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit(save)}
        className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
      >
        <div className="grid content-start gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <ListingTextsEditor
              form={form}
              fields={CAMP_TEXT_FIELDS}
              saved={savedTextsOf(camp, CAMP_TEXT_FIELDS)}
              errorText={(code) => fieldMessage(code)}
              disabled={busy}
            >
              {(lang) => (
                <div className="space-y-5">
                  <Field label={t('ownerDashboard.camp.name')} required error={errorOf('name')}>
                    {(props) => <Input {...props} lang={lang} maxLength={200} {...register('name')} disabled={busy} />}
                  </Field>
                  <Field
                    label={t('ownerDashboard.camp.shortDescription')}
                    optional
                    hint={t('ownerDashboard.camp.shortDescriptionHint')}
                    error={errorOf('shortDescription')}
                  >
                    {(props) => (
                      <Input {...props} lang={lang} maxLength={500} {...register('shortDescription')} disabled={busy} />
                    )}
                  </Field>
                  <Field label={t('ownerDashboard.camp.description')} optional error={errorOf('description')}>
                    {(props) => (
                      <Textarea
                        {...props}
                        lang={lang}
                        rows={5}
                        maxLength={10000}
                        {...register('description')}
                        disabled={busy}
                      />
                    )}
                  </Field>
                  <Field label={t('ownerDashboard.camp.address')} optional error={errorOf('address')}>
                    {(props) => (
                      <Input
                        {...props}
                        lang={lang}
                        autoComplete="street-address"
                        maxLength={300}
                        {...register('address')}
                        disabled={busy}
                      />
                    )}
                  </Field>
                  <div>
                    <Controller
                      control={control}
                      name="amenities"
                      render={({ field }) => (
                        <ListEditor
                          id="camp-amenities"
                          lang={lang}
                          label={t('ownerDashboard.camp.amenities')}
                          items={field.value}
                          onChange={field.onChange}
                          placeholder={t('ownerDashboard.camp.amenityPlaceholder')}
                          addLabel={t('ownerDashboard.camp.addAmenity')}
                          maxItems={40}
                          disabled={busy}
                        />
                      )}
                    />
                    {errorOf('amenities') ? (
                      <p className="mt-1 text-sm font-medium text-red-700">{errorOf('amenities')}</p>
                    ) : null}
                  </div>
                </div>
              )}
            </ListingTextsEditor>
          </div>
          <Field label={t('ownerDashboard.camp.phone')} optional error={errorOf('phone')}>
            {(props) => (
              <Input {...props} type="tel" autoComplete="tel" maxLength={50} {...register('phone')} disabled={busy} />
            )}
          </Field>
          <Field label={t('ownerDashboard.camp.email')} optional error={errorOf('email')}>
            {(props) => (
              <Input
                {...props}
                type="email"
                autoComplete="email"
                maxLength={254}
                {...register('email')}
                disabled={busy}
              />
            )}
          </Field>
          <Field label={t('ownerDashboard.camp.website')} optional error={errorOf('website')}>
            {(props) => (
              <Input
                {...props}
                type="url"
                placeholder={t('ownerDashboard.camp.websitePlaceholder')}
                maxLength={300}
                {...register('website')}
                disabled={busy}
              />
            )}
          </Field>
          <Field label={t('ownerDashboard.camp.mapsUrl')} optional error={errorOf('mapsUrl')}>
            {(props) => (
              <Input
                {...props}
                type="url"
                placeholder={t('ownerDashboard.camp.mapsUrlPlaceholder')}
                maxLength={1000}
                {...register('mapsUrl')}
                disabled={busy}
              />
            )}
          </Field>
        </div>
        <div className="space-y-5">
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <FeaturedImageUploader
                purpose="camp"
                label={t('ownerDashboard.camp.image')}
                value={field.value}
                onChange={field.onChange}
                onUploaded={uploads.track}
                onBusyChange={setUploading}
                error={errorOf('imageUrl')}
                disabled={busy}
              />
            )}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-sand-200 pt-5 sm:flex-row sm:justify-end lg:col-span-2">
          <Button
            variant="ghost"
            disabled={!dirty || busy || uploading}
            onClick={() => {
              uploads.discardExcept([camp.imageUrl])
              form.reset(formOf(camp))
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
