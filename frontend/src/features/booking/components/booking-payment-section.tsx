import { Controller, type ControllerRenderProps } from 'react-hook-form'
import type { BookingFormValues } from '../lib/form'
import { useTranslation } from '@/i18n/react'
import type { CurrencyCode, PaymentMethod, SiteConfig } from '@/api/types'
import { FieldError } from '@/components/ui/field'
import { cn } from '@/lib/ui/cn'
import { choiceFocus, Section, type SectionProps } from './booking-section'

const PAYMENTS: { value: PaymentMethod; key: 'bankTransfer' | 'paypal' | 'cash' }[] = [
  { value: 'bank-transfer', key: 'bankTransfer' },
  { value: 'paypal', key: 'paypal' },
  { value: 'cash', key: 'cash' },
]

/** One radio of a choice kept in the form; the first takes the form's focus when the choice is invalid. */
function radio<V extends string>(field: ControllerRenderProps<BookingFormValues>, value: V, index: number) {
  return {
    type: 'radio',
    name: field.name,
    ref: index === 0 ? field.ref : undefined,
    value,
    checked: field.value === value,
    onChange: () => field.onChange(value),
  } as const
}

/** The currency the quote is shown and charged in, and how the traveller pays. */
export function BookingPaymentSections({
  control,
  config,
}: Pick<SectionProps, 'control'> & { config: SiteConfig | undefined }) {
  const { t } = useTranslation()
  const currencies: CurrencyCode[] = config?.currencies.map((c) => c.code) ?? ['EUR']
  return (
    <div className="grid gap-8 sm:grid-cols-[auto_minmax(0,1fr)]">
      <Section title={t('booking.sections.currency')}>
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <div
              role="radiogroup"
              aria-label={t('booking.fields.currency')}
              className="inline-flex rounded-full border border-slate-200 bg-white p-1"
            >
              {currencies.map((code, index) => (
                <label
                  key={code}
                  className={cn(
                    'cursor-pointer rounded-full px-4 py-2 text-sm font-semibold',
                    choiceFocus,
                    field.value === code ? 'bg-ocean-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  <input {...radio(field, code, index)} className="sr-only" />
                  {code} {config?.currencies.find((c) => c.code === code)?.symbol}
                </label>
              ))}
            </div>
          )}
        />
      </Section>

      <Section title={t('booking.sections.payment')}>
        <Controller
          control={control}
          name="paymentMethod"
          render={({ field, fieldState: { error } }) => (
            <>
              <div
                role="radiogroup"
                aria-label={t('booking.sections.payment')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'payment-error' : undefined}
                className="grid gap-2"
              >
                {PAYMENTS.map(({ value, key }, index) => (
                  <label
                    key={value}
                    className={cn(
                      'flex cursor-pointer gap-3 rounded-2xl border p-3 text-sm',
                      choiceFocus,
                      field.value === value
                        ? 'border-ocean-500 bg-ocean-50'
                        : error
                          ? 'border-red-400 bg-white'
                          : 'border-slate-200 bg-white hover:border-ocean-300',
                    )}
                  >
                    <input {...radio(field, value, index)} className="mt-0.5 h-4 w-4 shrink-0 accent-ocean-700" />
                    <span>
                      <span className="block font-semibold text-slate-900">{t(`booking.payment.${key}`)}</span>
                      <span className="block text-slate-600">{t(`booking.payment.${key}Text`)}</span>
                    </span>
                  </label>
                ))}
              </div>
              <FieldError id="payment-error">{error?.message}</FieldError>
            </>
          )}
        />
      </Section>
    </div>
  )
}
