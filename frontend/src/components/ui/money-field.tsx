import { useState, type ReactNode, type Ref } from 'react'
import { useTranslation } from '@/i18n/react'
import { amountText, formatAmount, readAmount } from '@/lib/format'
import { Field } from './field'
import { Input } from './input'

// The one field for an amount of money. It reads what is typed the way the interface language
// writes numbers ("1.250" is 1250 in German, "1 250,50" in French, "1,250.50" in English: see
// readAmount in lib/format/numbers.ts), says under the field what it understood ("= 1.250,00 €"),
// and refuses an amount it cannot read with a message in the reader's language rather than guess.

/** The value of a money field: the amount, null when nothing is typed, NaN while the text is not an amount. */
export type MoneyValue = number | null

/** The value a typed text gives: its amount, null when empty, NaN when it is not an amount. */
export function moneyValueOf(text: string, language: string): MoneyValue {
  const reading = readAmount(text, language)
  return reading.kind === 'amount' ? reading.value : reading.kind === 'empty' ? null : Number.NaN
}

interface MoneyCommonProps {
  label: ReactNode
  /** ISO code the amount is in (shown in what the field understood). */
  currency?: string
  /** A message from the form (a check of its own or the server's); the field's own "cannot read this" comes first. */
  error?: ReactNode
  /** Shown when the field has nothing it understood to show. */
  hint?: ReactNode
  required?: boolean
  optional?: boolean
  disabled?: boolean
  className?: string
  name?: string
  ref?: Ref<HTMLInputElement>
  onBlur?: () => void
}

export interface MoneyTextFieldProps extends MoneyCommonProps {
  /** The text as typed, kept by the form (for a form that reads it with readAmount itself). */
  text: string
  onTextChange: (text: string) => void
}

/** A money field whose form keeps the typed text; what it understood and whether it can read it are shown here. */
export function MoneyTextField({
  label,
  text,
  onTextChange,
  currency = 'EUR',
  error,
  hint,
  required,
  optional,
  disabled,
  className,
  name,
  ref,
  onBlur,
}: MoneyTextFieldProps) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const [left, setLeft] = useState(false)
  const reading = readAmount(text, language)
  // While typing, "1." is on its way to "1.250": the field says it cannot read it once left (or once the form complains).
  const unreadable = reading.kind === 'invalid' && (left || Boolean(error)) ? t('errors.invalid_amount') : undefined
  const understood = reading.kind === 'amount' ? `= ${formatAmount(reading.value, currency, language)}` : undefined
  return (
    <Field
      label={label}
      required={required}
      optional={optional}
      className={className}
      error={unreadable ?? error}
      hint={understood ?? hint}
    >
      {(control) => (
        <Input
          {...control}
          ref={ref}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setLeft(false)
            onTextChange(event.target.value)
          }}
          onBlur={() => {
            setLeft(true)
            onBlur?.()
          }}
        />
      )}
    </Field>
  )
}

export interface MoneyFieldProps extends MoneyCommonProps {
  /** The amount (a react-hook-form controlled value): null when empty, NaN while what is typed is not an amount. */
  value: MoneyValue
  onChange: (value: MoneyValue) => void
}

const textOf = (value: MoneyValue, language: string) =>
  value === null || Number.isNaN(value) ? '' : amountText(value, language)

/**
 * A money field holding a number, for react-hook-form (`<Controller render={({ field }) => <MoneyField {...field} />}>`).
 * The text typed stays as typed while it is what the value says; a new value from outside (a reset, the
 * saved package) or another interface language writes the amount anew.
 */
export function MoneyField({ value, onChange, ...props }: MoneyFieldProps) {
  const { i18n } = useTranslation()
  const language = i18n.language
  const [shown, setShown] = useState(() => ({ text: textOf(value, language), value, language }))
  if (!Object.is(shown.value, value) || shown.language !== language) {
    const keep = Number.isNaN(value) && shown.language === language
    setShown({ text: keep ? shown.text : textOf(value, language), value, language })
  }
  return (
    <MoneyTextField
      {...props}
      text={shown.text}
      onTextChange={(text) => {
        const next = moneyValueOf(text, language)
        setShown({ text, value: next, language })
        onChange(next)
      }}
    />
  )
}
