import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import { ActiveStatusField } from '@/components/admin/active-status-field'
import { Field, Select } from '@/components/ui'
import { LOCATIONS, mayWriteCamp, type CampFormValues, type CampWritable } from '../lib/camp-form'

/**
 * What only some callers set on a camp, each shown when the server says this caller may (the back
 * office): where the camp is, its status (a camp whose owner awaits approval shows it, not sent), and
 * whether the home page features it.
 */
export function CampSettings({
  form,
  writable,
  errorOf,
  busy,
}: {
  form: UseFormReturn<CampFormValues>
  writable: CampWritable
  errorOf: (field: keyof CampFormValues) => string | undefined
  busy: boolean
}) {
  const { t } = useTranslation()
  const { register, control } = form
  const pending = form.getValues('status') === 'pending'
  return (
    <>
      {mayWriteCamp(writable, 'locationKey') ? (
        <Field label={t('adminCamps.fields.location')} required error={errorOf('locationKey')}>
          {(props) => (
            <Select
              {...props}
              {...register('locationKey')}
              disabled={busy}
              placeholder={t('adminCamps.fields.chooseLocation')}
              options={LOCATIONS.map((key) => ({ value: key, label: t(`adminCommon.locations.${key}`) }))}
            />
          )}
        </Field>
      ) : null}
      {mayWriteCamp(writable, 'status') ? (
        pending ? (
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
        )
      ) : null}
      {mayWriteCamp(writable, 'featured') ? (
        <label className="flex h-11 items-center gap-2 self-end text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            {...register('featured')}
            disabled={busy}
            className="h-4 w-4 rounded border-slate-300 text-ocean-700"
          />
          {t('adminCamps.fields.featured')}
        </label>
      ) : null}
    </>
  )
}
