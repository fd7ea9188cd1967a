import { useState, type ReactNode } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import type { AdminCampCreate, AdminCampUpdate, OwnerCamp } from '@/api/types'
import { Field, Input, Textarea } from '@/components/ui'
import type { ErrorArea } from '@/lib/errors/error-text'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, useZodForm } from '@/lib/forms/zod-form'
import { cn } from '@/lib/ui/cn'
import {
  blankCamp,
  campBody,
  campFormSchema,
  campToForm,
  newCampBody,
  type CampFormValues,
  type CampWritable,
} from '../lib/camp-form'
import { CAMP_TEXT_FIELDS, savedTextsOf } from '../lib/listing-texts'
import { AmenitiesField } from './amenities-field'
import { CampSettings } from './camp-settings'
import { ListingTextsEditor } from './listing-texts/listing-texts-editor'
import { FeaturedImageUploader } from './media/image-uploader'
import { useUploadSession } from './media/use-upload-session'

/** What the caller's buttons need: whether anything changed, a save or an upload is running, and a way back. */
export interface CampFormState {
  busy: boolean
  dirty: boolean
  uploading: boolean
  /** Drops the edits (and the photos uploaded meanwhile) and shows the saved camp again. */
  reset: () => void
  /** Discards the photos uploaded meanwhile (when the form is closed unsaved). */
  discardUploads: () => void
}

export interface CampFormProps {
  /** The camp to edit, or null for a new one (the back office's). */
  camp: OwnerCamp | null
  /** What the caller may set, as the server says (the camp read's `writable`). */
  writable: CampWritable
  /** Where the form is: the words of a few field errors differ between the owner's area and the back office. */
  area: ErrorArea
  /**
   * `page`: the owner's camp tab, the photo beside the fields and amenities added one by one;
   * `dialog`: the back office's, one column and amenities as one comma-separated line (the spec's).
   */
  layout: 'page' | 'dialog'
  /** Sends the save (create when `camp` is null); rejects with the API's error. */
  save: (body: AdminCampUpdate | AdminCampCreate) => Promise<OwnerCamp>
  onSaved: (saved: OwnerCamp) => void
  /** A failed save: the field errors show under their fields, with everything typed kept. */
  onFailed: (error: unknown) => void
  buttons: (state: CampFormState) => ReactNode
}

/**
 * One camp form for the camp owner and the back office: texts in three languages, contacts, the photo,
 * and what only the back office sets (location, status, featured) when the server says the caller may.
 */
export function CampForm({ camp, writable, area, layout, save, onSaved, onFailed, buttons }: CampFormProps) {
  const { t } = useTranslation()
  const { fieldMessage } = useErrorMessages(area)
  const uploads = useUploadSession()
  const form = useZodForm(campFormSchema(writable), camp ? campToForm(camp) : blankCamp)
  const { register, control } = form
  const errorOf = errorTextOf(form.formState.errors, (code) => fieldMessage(code))
  const [uploading, setUploading] = useState(false)
  const [busy, setBusy] = useState(false)
  const page = layout === 'page'

  async function submit(values: CampFormValues) {
    setBusy(true)
    try {
      const saved = await save(camp ? campBody(values, writable) : newCampBody(values))
      uploads.discardExcept([saved.imageUrl])
      form.reset(campToForm(saved))
      onSaved(saved)
    } catch (error) {
      setServerFieldErrors(error, form)
      onFailed(error)
    } finally {
      setBusy(false)
    }
  }

  const state: CampFormState = {
    busy,
    dirty: form.formState.isDirty,
    uploading,
    reset: () => {
      uploads.discardExcept(camp ? [camp.imageUrl] : [])
      form.reset(camp ? campToForm(camp) : blankCamp)
    },
    discardUploads: () => uploads.discardExcept(camp ? [camp.imageUrl] : []),
  }
  const text = (name: 'phone' | 'email' | 'website' | 'mapsUrl', type: string, maxLength: number, extra = {}) => (
    <Field label={t(`ownerDashboard.camp.${name}`)} optional error={errorOf(name)}>
      {(props) => <Input {...props} type={type} maxLength={maxLength} {...extra} {...register(name)} disabled={busy} />}
    </Field>
  )
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className={page ? 'mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]' : 'space-y-5'}
    >
      <div className="grid content-start gap-5 sm:grid-cols-2">
        <CampSettings form={form} writable={writable} errorOf={errorOf} busy={busy} />
        <div className="sm:col-span-2">
          <ListingTextsEditor
            form={form}
            fields={CAMP_TEXT_FIELDS}
            saved={camp ? savedTextsOf(camp, CAMP_TEXT_FIELDS) : null}
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
                      rows={page ? 5 : 3}
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
                <Controller
                  control={control}
                  name="amenities"
                  render={({ field }) => (
                    <AmenitiesField
                      asText={!page}
                      lang={lang}
                      items={field.value}
                      onChange={field.onChange}
                      error={errorOf('amenities')}
                      disabled={busy}
                    />
                  )}
                />
              </div>
            )}
          </ListingTextsEditor>
        </div>
        {text('phone', 'tel', 50, { autoComplete: 'tel' })}
        {text('email', 'email', 254, { autoComplete: 'email' })}
        {text('website', 'url', 300, { placeholder: t('ownerDashboard.camp.websitePlaceholder') })}
        {text('mapsUrl', 'url', 1000, { placeholder: t('ownerDashboard.camp.mapsUrlPlaceholder') })}
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
      <div
        className={cn(
          'flex flex-col-reverse gap-2 border-t border-sand-200 pt-5 sm:flex-row sm:justify-end',
          page && 'lg:col-span-2',
        )}
      >
        {buttons(state)}
      </div>
    </form>
  )
}
