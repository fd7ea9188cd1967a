import { useMemo } from 'react'
import { useTranslation } from '@/i18n/react'
import { FormField, EmailField, TextField } from '@/components/forms/form-fields'
import { Select } from '@/components/ui'
import { countryOptions } from '../lib/countries'
import { Section, type SectionProps } from './booking-section'

/** Who travels: name, e-mail, country and phone. */
export function BookingContactSection({ control }: Pick<SectionProps, 'control'>) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  // ~250 options, made once per language: the select renders again when its value or error changes,
  // and React skips elements it has already rendered (the same objects) instead of comparing each again.
  const countries = useMemo(
    () =>
      countryOptions(lang).map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      )),
    [lang],
  )
  return (
    <Section title={t('booking.sections.personal')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="fullName"
          label={t('booking.fields.fullName')}
          required
          autoComplete="name"
        />
        <EmailField
          control={control}
          name="email"
          label={t('booking.fields.email')}
          required
          placeholder={t('auth.emailPlaceholder')}
        />
        <FormField control={control} name="country" label={t('booking.fields.country')} required>
          {(bound) => (
            <Select {...bound} autoComplete="country">
              <option value="">{t('booking.fields.countryPlaceholder')}</option>
              {countries}
            </Select>
          )}
        </FormField>
        <TextField
          control={control}
          name="phoneNumber"
          label={t('booking.fields.phone')}
          required
          hint={t('booking.fields.phoneHint')}
          type="tel"
          autoComplete="tel"
        />
      </div>
    </Section>
  )
}
