import { useState } from 'react'
import { useWatch, type FieldPathByValue } from 'react-hook-form'
import { CheckCircle2, MapPin } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { SurfingLevel } from '@/api/types'
import { FormField } from '@/components/forms/form-fields'
import { Input, Select } from '@/components/ui'
import { formatMoney, formatPlace, todayIso } from '@/lib/format'
import { StartDateCalendar } from '@/features/availability/components/start-date-calendar'
import { peopleChoices, type BookingFormValues } from '../lib/form'
import { DAY_CHOICES } from '../lib/pricing'
import { Section, type SectionProps } from './booking-section'

const LEVELS: SurfingLevel[] = ['beginner', 'intermediate', 'advanced']

/** A choice of numbers (days, people) kept as a number in the form. */
function NumberChoice({
  control,
  name,
  label,
  choices,
  text,
}: Pick<SectionProps, 'control'> & {
  name: FieldPathByValue<BookingFormValues, number>
  label: string
  choices: number[]
  text: (n: number) => string
}) {
  return (
    <FormField control={control} name={name} label={label}>
      {({ onChange, ...bound }) => (
        <Select
          {...bound}
          onChange={(e) => onChange(Number(e.target.value))}
          options={choices.map((n) => ({ value: n, label: text(n) }))}
        />
      )}
    </FormField>
  )
}

/** The package chosen, and the stay: its length, the group, the start date (typed or picked) and the level. */
export function BookingStaySection({ control, pkg }: SectionProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const [days, people] = useWatch({ control, name: ['numberOfDays', 'numberOfPeople'] })
  const [placesLeft, setPlacesLeft] = useState<number | null>(null)
  // The group stops at the places left on the chosen start date (the server checks again on submit).
  const choices = peopleChoices(placesLeft === null ? pkg.maxPeople : Math.min(pkg.maxPeople, placesLeft))
  return (
    <Section title={t('booking.sections.package')}>
      <div
        className="flex items-start gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-4"
        data-testid="selected-package"
      >
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-slate-900">{pkg.name}</p>
          <p className="flex items-center gap-1 text-slate-600">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
            {pkg.camp.name} · {formatPlace(pkg.camp.locationKey, lang)}
          </p>
          <p className="mt-1 text-slate-700">
            {formatMoney(pkg.price, pkg.currency, lang)} · {t('booking.daysOption', { count: pkg.durationDays })} ·{' '}
            {t('packageDetail.perPerson')}
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberChoice
          control={control}
          name="numberOfDays"
          label={t('booking.fields.days')}
          choices={[...DAY_CHOICES]}
          text={(count) => t('booking.daysOption', { count })}
        />
        <NumberChoice
          control={control}
          name="numberOfPeople"
          label={t('booking.fields.people')}
          choices={choices}
          text={(count) => t('booking.peopleOption', { count })}
        />
        <FormField
          control={control}
          name="startDate"
          label={t('booking.fields.startDate')}
          required
          className="sm:col-span-2"
        >
          {(bound) => (
            <div className="space-y-3">
              <Input {...bound} type="date" min={todayIso()} className="sm:max-w-xs" />
              <StartDateCalendar
                packageId={pkg.id}
                days={days}
                people={people}
                value={bound.value as string}
                onChange={bound.onChange}
                onPlacesLeft={setPlacesLeft}
              />
            </div>
          )}
        </FormField>
        <FormField control={control} name="surfingLevel" label={t('booking.fields.level')}>
          {(bound) => (
            <Select {...bound} options={LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))} />
          )}
        </FormField>
      </div>
    </Section>
  )
}
