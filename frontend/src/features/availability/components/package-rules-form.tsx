import { useState } from 'react'
import { Controller, useFieldArray } from 'react-hook-form'
import { addDays } from 'date-fns'
import { Plus, Trash2 } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Alert, Button, Field, Input, Select } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, useZodForm } from '@/lib/forms/zod-form'
import { useUpdateSettings, type AvailabilitySettings, type CalendarScope } from '../api/package-calendar'
import { MAX_PLACES, STAY_CHOICES, rulesSchema, rulesValuesOf, settingsOf, type RulesValues } from '../lib/rules-form'
import { CountInput } from '@/components/ui/count-input'

/**
 * A package's places per day, start days, notice, stay limits and season (open or closed periods),
 * on react-hook-form with the zod schema of ../lib/rules-form.ts; a refused save shows on its fields
 * and keeps what was typed.
 */
export function PackageRulesForm({
  scope,
  packageId,
  settings,
}: {
  scope: CalendarScope
  packageId: number
  settings: AvailabilitySettings
}) {
  const { t, i18n } = useTranslation()
  const { fieldMessage } = useErrorMessages(scope === 'admin' ? 'admin' : 'partner')
  const form = useZodForm(rulesSchema, rulesValuesOf(settings))
  const season = useFieldArray({ control: form.control, name: 'season' })
  const [done, setDone] = useState<boolean | null>(null)
  const save = useUpdateSettings(scope, packageId)
  const errors = form.formState.errors
  const errorOf = errorTextOf(errors, fieldMessage)
  const weekdayName = (index: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long' }).format(addDays(new Date(2024, 0, 1), index))
  const periodError = (index: number, key: 'start' | 'end') => {
    const code = errors.season?.[index]?.[key]?.message
    return code ? fieldMessage(code) : undefined
  }
  const label = (key: string) => t(`availability.calendar.settings.${key}` as 'availability.calendar.settings.title')

  async function onSubmit(values: RulesValues) {
    setDone(null)
    try {
      const saved = await save.mutateAsync(settingsOf(values))
      form.reset(rulesValuesOf(saved))
      setDone(true)
    } catch (error) {
      if (!setServerFieldErrors(error, form)) setDone(false)
    }
  }

  const stay = (name: 'minStayDays' | 'maxStayDays') => (
    <Field label={label(name === 'minStayDays' ? 'minStay' : 'maxStay')} error={errorOf(name)}>
      {(control) => (
        <Select
          {...control}
          {...form.register(name)}
          placeholder={t('availability.calendar.settings.noLimit')}
          options={STAY_CHOICES.map((n) => ({ value: n, label: n }))}
        />
      )}
    </Field>
  )

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4"
      noValidate
      data-testid="package-rules-form"
    >
      <h3 className="text-base font-bold text-slate-900">{t('availability.calendar.settings.title')}</h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={label('places')} required error={errorOf('places')}>
          {(control) => <CountInput {...control} min={1} max={MAX_PLACES} {...form.register('places')} />}
        </Field>
        <Field label={label('notice')} required error={errorOf('minNoticeDays')}>
          {(control) => <CountInput {...control} min={0} max={365} {...form.register('minNoticeDays')} />}
        </Field>
        {stay('minStayDays')}
        {stay('maxStayDays')}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('availability.calendar.settings.startDays')}</legend>
        <p className="text-xs text-slate-500">{t('availability.calendar.settings.anyDay')}</p>
        <Controller
          control={form.control}
          name="startWeekdays"
          render={({ field }) => (
            <div className="mt-2 flex flex-wrap gap-2">
              {Array.from({ length: 7 }, (_, day) => (
                <label
                  key={day}
                  className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-3 py-1.5 text-sm"
                >
                  <input
                    type="checkbox"
                    checked={field.value.includes(day)}
                    className="accent-ocean-700"
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...field.value, day] : field.value.filter((d) => d !== day))
                    }
                  />
                  {weekdayName(day)}
                </label>
              ))}
            </div>
          )}
        />
      </fieldset>
      <fieldset className="space-y-3" data-testid="season">
        <legend className="text-sm font-medium text-slate-800">{t('availability.calendar.season.title')}</legend>
        <p className="text-xs text-slate-500">{t('availability.calendar.season.intro')}</p>
        {season.fields.length === 0 ? (
          <p className="text-sm text-slate-600">{t('availability.calendar.season.allYear')}</p>
        ) : (
          <ol className="space-y-3">
            {season.fields.map((item, index) => (
              <li
                key={item.id}
                className="grid items-start gap-3 rounded-xl border border-slate-100 bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
                aria-label={t('availability.calendar.season.period', { number: index + 1 })}
              >
                <Field label={t('availability.calendar.season.kind')}>
                  {(control) => (
                    <Controller
                      control={form.control}
                      name={`season.${index}.open`}
                      render={({ field }) => (
                        <Select
                          {...control}
                          value={field.value ? 'open' : 'closed'}
                          onChange={(e) => field.onChange(e.target.value === 'open')}
                        >
                          <option value="open">{t('availability.calendar.season.open')}</option>
                          <option value="closed">{t('availability.calendar.season.closed')}</option>
                        </Select>
                      )}
                    />
                  )}
                </Field>
                <Field label={t('availability.calendar.season.from')} error={periodError(index, 'start')}>
                  {(control) => <Input {...control} type="date" {...form.register(`season.${index}.start`)} />}
                </Field>
                <Field label={t('availability.calendar.season.to')} error={periodError(index, 'end')}>
                  {(control) => <Input {...control} type="date" {...form.register(`season.${index}.end`)} />}
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="self-end text-red-700 hover:bg-red-50"
                  onClick={() => season.remove(index)}
                  aria-label={t('availability.calendar.season.removeNumber', { number: index + 1 })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {t('availability.calendar.season.remove')}
                </Button>
              </li>
            ))}
          </ol>
        )}
        {errorOf('season') ? <p className="text-sm text-red-700">{errorOf('season')}</p> : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => season.append({ start: '', end: '', open: true })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('availability.calendar.season.add')}
        </Button>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" loading={save.isPending}>
          {t('availability.calendar.settings.save')}
        </Button>
        {done === true ? <p role="status">{t('availability.calendar.settings.saved')}</p> : null}
      </div>
      {done === false ? <Alert variant="error">{t('availability.calendar.failed')}</Alert> : null}
    </form>
  )
}
