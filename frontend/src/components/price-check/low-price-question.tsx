import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { Alert } from '@/components/ui'
import { formatMoney } from '@/lib/format'

/** The server's field code for a price far below the camp's others (backend app/listings/prices.py). */
export const LOW_PRICE = 'price_needs_confirmation'

/** Whether a refused save asked about a price (the server names the price field with LOW_PRICE). */
export function asksAboutPrice(error: unknown): boolean {
  return isApiError(error) && Object.values(error.fields).includes(LOW_PRICE)
}

export interface AskedPrice {
  /** The price the server read, as the API's decimal ("1.25"). */
  price: string
  days: number
}

/**
 * A package form's side of the question: after a save refused with LOW_PRICE it holds the price asked
 * about; the next save sends `confirmLowPrice` as the box says. Nothing typed is lost meanwhile.
 */
export function useLowPriceCheck() {
  const [asked, setAsked] = useState<AskedPrice | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  return {
    asked,
    confirmed,
    setConfirmed,
    /** True (and the question shows) when the refused save was this question rather than a failure. */
    askedBy(error: unknown, price: string, days: number): boolean {
      if (!asksAboutPrice(error)) return false
      setAsked({ price, days })
      setConfirmed(false)
      return true
    },
  }
}

export interface LowPriceQuestionProps extends Partial<AskedPrice> {
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

/** "€1.25 for 7 days — is this right?" (or, for several prices, that some are far below the others), why it
 * is asked, and the box that confirms the price. */
export function LowPriceQuestion({ price, days, checked, onChange, disabled }: LowPriceQuestionProps) {
  const { t, i18n } = useTranslation()
  const box = useRef<HTMLInputElement>(null)
  // Asked after a save: the person's attention goes to the question (keyboard and screen readers too).
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center' })
    box.current?.focus()
  }, [price, days])
  const title =
    price === undefined
      ? t('priceCheck.several')
      : t('priceCheck.question', { price: formatMoney(price, 'EUR', i18n.language), count: days ?? 1 })
  return (
    <div data-testid="low-price-question">
      <Alert variant="warning" title={title}>
        <p>{t('priceCheck.hint')}</p>
        <label className="mt-2 flex items-center gap-2 font-medium">
          <input
            ref={box}
            type="checkbox"
            className="h-4 w-4 rounded border-amber-400 text-ocean-700 focus:ring-ocean-500"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled}
          />
          {t(price === undefined ? 'priceCheck.confirmAll' : 'priceCheck.confirm')}
        </label>
      </Alert>
    </div>
  )
}
