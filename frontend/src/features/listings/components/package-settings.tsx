import type { ReactNode } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import { packageDifficultyValues, packageTypeValues } from '@/api/enums'
import type { AdminCamp } from '@/api/types'
import { ActiveStatusField } from '@/components/admin/active-status-field'
import { Field, Select } from '@/components/ui'
import { MoneyField } from '@/components/ui/money-field'
import { formatPlace } from '@/lib/format'
import { mayWrite, type PackageFormValues, type PackageWritable } from '../lib/package-form'
import { CountInput } from '@/components/ui/count-input'

export interface PackageSettingsProps {
  form: UseFormReturn<PackageFormValues>
  writable: PackageWritable
  camps: AdminCamp[]
  errorOf: (field: keyof PackageFormValues & string) => string | undefined
  busy: boolean
  /** The server's question about a price far below the others, shown under the price. */
  lowPrice: ReactNode
}

/** A package's camp and status (when the caller sets them), price, duration, group size, level, type and featuring. */
export function PackageSettings({ form, writable, camps, errorOf, busy, lowPrice }: PackageSettingsProps) {
  const { t, i18n } = useTranslation()
  const { register, control } = form
  const campId = form.getValues('campId')
  // Active camps, plus the package's own camp when it is not active any more.
  const choices = camps.filter((camp) => camp.status === 'active' || String(camp.id) === campId)
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {mayWrite(writable, 'campId') ? (
        <Field label={t('adminPackages.fields.camp')} required error={errorOf('campId')}>
          {(props) => (
            <Select
              {...props}
              {...register('campId')}
              disabled={busy}
              placeholder={t('adminPackages.fields.chooseCamp')}
              options={choices.map((camp) => ({
                value: camp.id,
                label: `${camp.name} — ${formatPlace(camp.locationKey, i18n.language)}`,
              }))}
            />
          )}
        </Field>
      ) : null}
      {mayWrite(writable, 'status') ? (
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <ActiveStatusField label={t('adminPackages.fields.status')} value={field.value} onChange={field.onChange} />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="price"
        render={({ field }) => (
          <MoneyField
            label={t('ownerDashboard.packageForm.priceEur')}
            required
            currency="EUR"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={errorOf('price')}
            disabled={busy}
          />
        )}
      />
      <Field label={t('ownerDashboard.packageForm.duration')} required error={errorOf('durationDays')}>
        {(props) => <CountInput {...props} min={1} max={60} {...register('durationDays')} disabled={busy} />}
      </Field>
      {lowPrice ? <div className="sm:col-span-2">{lowPrice}</div> : null}
      <Field label={t('ownerDashboard.packageForm.difficulty')}>
        {(props) => (
          <Select
            {...props}
            {...register('difficultyLevel')}
            disabled={busy}
            options={packageDifficultyValues.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
          />
        )}
      </Field>
      <Field label={t('ownerDashboard.packageForm.packageType')}>
        {(props) => (
          <Select
            {...props}
            {...register('packageType')}
            disabled={busy}
            options={packageTypeValues.map((type) => ({
              value: type,
              label: t(`ownerDashboard.packageTypes.${type}`),
            }))}
          />
        )}
      </Field>
      <Field label={t('ownerDashboard.packageForm.maxParticipants')} optional error={errorOf('maxParticipants')}>
        {(props) => <CountInput {...props} min={1} max={100} {...register('maxParticipants')} disabled={busy} />}
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
  )
}
