import { Plus, Trash2 } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Button, Field, Input, Textarea } from '@/components/ui'
import { MoneyTextField } from '@/components/ui/money-field'
import { LOW_PRICE } from '@/components/price-check/low-price-question'
import { formatMoney, parseAmount } from '@/lib/format'
import { CountInput } from '@/components/ui/count-input'

/** One package of the application as typed; the form turns it into the API's shape on submit. */
export type PackageDraft = { title: string; price: string; durationDays: string; inclusions: string }
export type PackageField = keyof PackageDraft
/** Field codes per package: `${index}.${field}` -> code. */
export type PackageErrors = Partial<Record<`${number}.${PackageField}`, string>>

export const MAX_PACKAGES = 10
export const EMPTY_PACKAGE: PackageDraft = { title: '', price: '', durationDays: '7', inclusions: '' }

/** The lines of "what's included", one item each, without the empty ones. */
export function inclusionsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

/** The price as typed in the interface's language ("1.200" is 1200 in German), as the API's decimal, or null. */
export function priceOf(p: PackageDraft, language: string): string | null {
  return parseAmount(p.price, language)
}

/** The form's checks of the packages, mirroring the server's (which stay the authority); prices are read
 * as the interface's language writes numbers. */
export function validatePackages(packages: PackageDraft[], language: string): PackageErrors {
  const errors: PackageErrors = {}
  packages.forEach((p, index) => {
    if (!p.title.trim()) errors[`${index}.title`] = 'required'
    const amount = priceOf(p, language)
    const price = Number(amount)
    if (!p.price.trim()) errors[`${index}.price`] = 'required'
    else if (amount === null) errors[`${index}.price`] = 'invalid_number'
    else if (price <= 0) errors[`${index}.price`] = 'too_small'
    else if (price > 100_000) errors[`${index}.price`] = 'too_large'
    const days = Number(p.durationDays)
    if (!p.durationDays.trim()) errors[`${index}.durationDays`] = 'required'
    else if (!Number.isInteger(days)) errors[`${index}.durationDays`] = 'invalid_number'
    else if (days < 1) errors[`${index}.durationDays`] = 'too_small'
    else if (days > 60) errors[`${index}.durationDays`] = 'too_large'
    if (inclusionsOf(p.inclusions).length === 0) errors[`${index}.inclusions`] = 'required'
  })
  return errors
}

/** The application's packages: at least one, each with a title, a price per person, days and what's included. */
export function ApplicationPackages({
  packages,
  errors,
  message,
  onChange,
  onAdd,
  onRemove,
  disabled,
  lang,
}: {
  packages: PackageDraft[]
  errors: PackageErrors
  message: (code: string) => string
  onChange: (index: number, field: PackageField, value: string) => void
  onAdd: () => void
  onRemove: (index: number) => void
  disabled: boolean
  lang: string
}) {
  const { t, i18n } = useTranslation()
  const errorOf = (index: number, field: PackageField) => {
    const code = errors[`${index}.${field}`]
    const typed = packages[index]
    if (code === LOW_PRICE && typed) return lowPriceText(typed, i18n.language)
    return code ? message(code) : undefined
  }
  // "€2.40 for 14 days — is this right?": the server's question about one price (the form asks to confirm).
  function lowPriceText(p: PackageDraft, language: string): string {
    const price = formatMoney(priceOf(p, language) ?? p.price, 'EUR', language)
    return t('priceCheck.question', { price, count: Number(p.durationDays) || 1 })
  }
  return (
    <div className="space-y-4 sm:col-span-2" data-testid="application-packages">
      <p className="text-sm text-slate-600">{t('partner.signup.packages.intro')}</p>
      {packages.map((p, index) => (
        <div
          key={index}
          className="space-y-4 rounded-2xl border border-sand-200 bg-sand-50/60 p-4"
          role="group"
          aria-label={t('partner.signup.packages.number', { number: index + 1 })}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-900">
              {t('partner.signup.packages.number', { number: index + 1 })}
            </h3>
            {packages.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onRemove(index)}
                disabled={disabled}
                aria-label={t('partner.signup.packages.removeNumber', { number: index + 1 })}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t('partner.signup.packages.remove')}
              </Button>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('partner.signup.packages.title')}
              required
              error={errorOf(index, 'title')}
              className="sm:col-span-2"
            >
              {(control) => (
                <Input
                  {...control}
                  lang={lang}
                  maxLength={200}
                  placeholder={t('partner.signup.packages.titlePlaceholder')}
                  value={p.title}
                  onChange={(e) => onChange(index, 'title', e.target.value)}
                  disabled={disabled}
                />
              )}
            </Field>
            <MoneyTextField
              label={t('partner.signup.packages.price')}
              required
              currency="EUR"
              error={errorOf(index, 'price')}
              text={p.price}
              onTextChange={(text) => onChange(index, 'price', text)}
              disabled={disabled}
            />
            <Field label={t('partner.signup.packages.days')} required error={errorOf(index, 'durationDays')}>
              {(control) => (
                <CountInput
                  {...control}
                  min={1}
                  max={60}
                  value={p.durationDays}
                  onChange={(e) => onChange(index, 'durationDays', e.target.value)}
                  disabled={disabled}
                />
              )}
            </Field>
            <Field
              label={t('partner.signup.packages.inclusions')}
              hint={t('partner.signup.packages.inclusionsHint')}
              required
              error={errorOf(index, 'inclusions')}
              className="sm:col-span-2"
            >
              {(control) => (
                <Textarea
                  {...control}
                  lang={lang}
                  rows={3}
                  placeholder={t('partner.signup.packages.inclusionsPlaceholder')}
                  value={p.inclusions}
                  onChange={(e) => onChange(index, 'inclusions', e.target.value)}
                  disabled={disabled}
                />
              )}
            </Field>
          </div>
        </div>
      ))}
      {packages.length < MAX_PACKAGES ? (
        <Button type="button" variant="outline" onClick={onAdd} disabled={disabled}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('partner.signup.packages.add')}
        </Button>
      ) : null}
    </div>
  )
}
