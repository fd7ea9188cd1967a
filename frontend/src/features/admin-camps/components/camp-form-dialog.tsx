import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import { ActiveStatusField } from '@/components/admin/active-status-field'
import type { AdminCamp } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { FeaturedImageUploader } from '@/features/listings/components/media/image-uploader'
import { useUploadSession } from '@/features/listings/components/media/use-upload-session'
import { Button, Dialog, Field, Input, Select, Textarea } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { ListingTextsEditor } from '@/features/listings/components/listing-texts/listing-texts-editor'
import { CAMP_TEXT_FIELDS, savedTextsOf } from '@/features/listings/lib/listing-texts'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, useZodForm } from '@/lib/forms/zod-form'
import { useSaveCamp } from '../api/save-camp'
import {
  AMENITIES_TEXT,
  LOCATIONS,
  blankCamp,
  campFormSchema,
  campToForm,
  formToBody,
  formToUpdate,
  type CampFormValues,
} from './camp-form'

function CampForm({ camp, onClose }: { camp: AdminCamp | null; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const save = useSaveCamp()
  const { fieldMessage: errorText, errorMessage: failureText } = useErrorMessages('admin')
  const uploads = useUploadSession()
  const form = useZodForm(campFormSchema, camp ? campToForm(camp) : blankCamp)
  const { register, control } = form
  const errorOf = errorTextOf(form.formState.errors, errorText)
  const [uploading, setUploading] = useState(false)
  const pending = form.getValues('status') === 'pending'

  function close() {
    uploads.discardExcept(camp ? [camp.imageUrl] : [])
    onClose()
  }

  function submit(values: CampFormValues) {
    save.mutate(camp ? { id: camp.id, body: formToUpdate(values) } : { id: null, body: formToBody(values) }, {
      onSuccess: () => {
        uploads.discardExcept([values.imageUrl])
        toast.success(t(camp ? 'adminCamps.updated' : 'adminCamps.created'))
        onClose()
      },
      onError: (error) => {
        setServerFieldErrors(error, form)
        toast.failure(failureText(error, t('adminCamps.saveFailed')))
      },
    })
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
      <Field label={t('adminCamps.fields.location')} required error={errorOf('locationKey')}>
        {(props) => (
          <Select {...props} {...register('locationKey')}>
            <option value="">{t('adminCamps.fields.chooseLocation')}</option>
            {LOCATIONS.map((key) => (
              <option key={key} value={key}>
                {t(`adminCommon.locations.${key}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ListingTextsEditor
        form={form}
        fields={CAMP_TEXT_FIELDS}
        saved={camp ? savedTextsOf(camp, CAMP_TEXT_FIELDS) : null}
        listFormats={{ amenities: AMENITIES_TEXT }}
        errorText={(code) => errorText(code)}
        disabled={save.isPending}
      >
        {(lang) => (
          <div className="space-y-4">
            <Field label={t('adminCamps.fields.name')} required error={errorOf('name')}>
              {(props) => <Input {...props} lang={lang} {...register('name')} maxLength={200} />}
            </Field>
            <Field label={t('adminCamps.fields.shortDescription')} optional error={errorOf('shortDescription')}>
              {(props) => <Input {...props} lang={lang} {...register('shortDescription')} maxLength={500} />}
            </Field>
            <Field label={t('adminCamps.fields.description')} optional error={errorOf('description')}>
              {(props) => <Textarea {...props} lang={lang} {...register('description')} rows={3} />}
            </Field>
            <Field label={t('adminCamps.fields.address')} optional error={errorOf('address')}>
              {(props) => <Input {...props} lang={lang} {...register('address')} maxLength={300} />}
            </Field>
            <Field
              label={t('adminCamps.fields.amenities')}
              optional
              hint={t('adminCamps.fields.amenitiesHint')}
              error={errorOf('amenities')}
            >
              {(props) => <Input {...props} lang={lang} {...register('amenities')} />}
            </Field>
          </div>
        )}
      </ListingTextsEditor>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('adminCamps.fields.phone')} optional error={errorOf('phone')}>
          {(props) => <Input {...props} {...register('phone')} type="tel" maxLength={50} />}
        </Field>
        <Field label={t('adminCamps.fields.email')} optional error={errorOf('email')}>
          {(props) => <Input {...props} {...register('email')} type="email" maxLength={254} />}
        </Field>
        <Field label={t('adminCamps.fields.website')} optional error={errorOf('website')}>
          {(props) => <Input {...props} {...register('website')} maxLength={300} placeholder="https://" />}
        </Field>
      </div>
      <Field label={t('adminCamps.fields.mapsUrl')} optional error={errorOf('mapsUrl')}>
        {(props) => (
          <Input {...props} {...register('mapsUrl')} maxLength={1000} placeholder="https://maps.google.com/…" />
        )}
      </Field>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => (
          <FeaturedImageUploader
            label={t('adminCamps.fields.image')}
            purpose="camp"
            value={field.value}
            onChange={field.onChange}
            onUploaded={uploads.track}
            onBusyChange={setUploading}
            error={errorOf('imageUrl')}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        {pending ? (
          <Field label={t('adminCamps.fields.status')} hint={t('adminCamps.fields.pendingHint')}>
            {(props) => (
              <Select {...props} value="pending" disabled>
                <option value="pending">{t('adminCamps.fields.pendingApproval')}</option>
              </Select>
            )}
          </Field>
        ) : (
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <ActiveStatusField
                label={t('adminCamps.fields.status')}
                value={field.value === 'inactive' ? 'inactive' : 'active'}
                onChange={field.onChange}
              />
            )}
          />
        )}
        <label className="flex h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            {...register('featured')}
            className="h-4 w-4 rounded border-slate-300 text-ocean-700"
          />
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
export function CampFormDialog({
  open,
  camp,
  onClose,
}: {
  open: boolean
  camp: AdminCamp | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  if (!open) return null
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={camp ? t('adminCamps.editTitle', { name: camp.name }) : t('adminCamps.createTitle')}
    >
      <CampForm key={camp?.id ?? 'new'} camp={camp} onClose={onClose} />
    </Dialog>
  )
}
