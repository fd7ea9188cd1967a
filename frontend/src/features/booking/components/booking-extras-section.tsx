import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import type { SiteConfig } from '@/api/types'
import { TextareaField } from '@/components/forms/form-fields'
import { FieldError } from '@/components/ui/field'
import { formatMoney } from '@/lib/format'
import { cn } from '@/lib/ui/cn'
import { convert, type AddOnKey } from '../lib/pricing'
import { currencyOf, rateOf } from './booking-summary'
import { choiceFocus, Section, type SectionProps } from './booking-section'

const ADD_ON_TEXT: Record<AddOnKey, 'airportTransfer' | 'extraYoga' | 'surfPhotos'> = {
  'airport-transfer': 'airportTransfer',
  'extra-yoga': 'extraYoga',
  'surf-photos': 'surfPhotos',
}

/** The extras the package sells, priced in the chosen currency like every amount of the quote. */
export function BookingAddOnsSection({ control, pkg, config }: SectionProps & { config: SiteConfig | undefined }) {
  const { t, i18n } = useTranslation()
  const currency = currencyOf(config, useWatch({ control, name: 'currency' }))
  const rate = rateOf(config, currency)
  if (pkg.addOns.length === 0) return null
  return (
    <Section title={t('booking.sections.addOns')}>
      <Controller
        control={control}
        name="addOns"
        render={({ field, fieldState }) => (
          <>
            <div className="grid gap-3 sm:grid-cols-3">
              {pkg.addOns.map((addOn, index) => {
                const text = ADD_ON_TEXT[addOn.key]
                const price = formatMoney(convert(addOn.price, rate), currency, i18n.language)
                const checked = field.value.includes(addOn.key)
                const others = field.value.filter((key) => key !== addOn.key)
                return (
                  <label
                    key={addOn.key}
                    className={cn(
                      'flex cursor-pointer gap-3 rounded-2xl border p-3.5 text-sm transition-colors',
                      choiceFocus,
                      checked ? 'border-ocean-500 bg-ocean-50' : 'border-slate-200 bg-white hover:border-ocean-300',
                    )}
                  >
                    <input
                      type="checkbox"
                      name={field.name}
                      ref={index === 0 ? field.ref : undefined}
                      value={addOn.key}
                      checked={checked}
                      onChange={(e) => field.onChange(e.target.checked ? [...others, addOn.key] : others)}
                      onBlur={field.onBlur}
                      className="mt-0.5 h-4 w-4 shrink-0 accent-ocean-700"
                    />
                    <span>
                      <span className="block font-semibold text-slate-900">{t(`booking.addOns.${text}`)}</span>
                      <span className="block text-slate-600">{t(`booking.addOns.${text}Price`, { price })}</span>
                    </span>
                  </label>
                )
              })}
            </div>
            <FieldError>{fieldState.error?.message}</FieldError>
          </>
        )}
      />
    </Section>
  )
}

/** Anything the camp should know. */
export function BookingRequestsSection({ control }: Pick<SectionProps, 'control'>) {
  const { t } = useTranslation()
  return (
    <Section title={t('booking.sections.requests')}>
      <TextareaField
        control={control}
        name="specialRequests"
        label={t('booking.fields.requests')}
        optional
        rows={3}
        maxLength={2000}
      />
    </Section>
  )
}
