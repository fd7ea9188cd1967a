const cache = new Map<string, Intl.NumberFormat>()

function formatter(language: string, currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}|${currency}|${fractionDigits}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    cache.set(key, format)
  }
  return format
}

/**
 * A money amount from the API (decimal string) in the reader's language: "€483", "483 €", "1 300,50 €".
 * Whole amounts drop the cents; others keep two decimals.
 */
export function formatMoney(amount: string | number, currency: string, language: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return String(amount)
  const whole = Math.abs(value - Math.round(value)) < 0.005
  return formatter(language, currency, whole ? 0 : 2).format(value)
}

/** An amount to the cent, as statements and invoices show money: "€49.00", "49,00 €". */
export function formatAmount(amount: string | number, currency: string, language: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return String(amount)
  return formatter(language, currency, 2).format(value)
}

/** A range of whole amounts in the reader's language: "€300 – €400" / "300–400 €". */
export function formatMoneyRange(low: number, high: number, currency: string, language: string): string {
  return formatter(language, currency, 0).formatRange(low, high)
}

/** A rating from stored reviews with one decimal: "4.67" -> "4.7" (or "4,7"). */
export function formatRating(rating: string | number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(rating))
}
