const cache = new Map<string, Intl.NumberFormat>()

function formatter(language: string, currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}|${currency}|${fractionDigits}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })
    cache.set(key, format)
  }
  return format
}

/**
 * A money amount from the API (decimal string) in the visitor's language: "€483", "483 €".
 * Whole amounts drop the cents; others keep two decimals.
 */
export function formatMoney(amount: string | number, currency: string, language: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return String(amount)
  const whole = Math.abs(value - Math.round(value)) < 0.005
  return formatter(language, currency, whole ? 0 : 2).format(value)
}

/** A rating from stored reviews with one decimal: "4.67" -> "4.7" (or "4,7"). */
export function formatRating(rating: string | number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(rating))
}

/** A calendar date (YYYY-MM-DD, no time zone shift) in the visitor's language. */
export function formatDate(isoDate: string, language: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)))
}

/** YYYY-MM-DD plus n days. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days))
  return date.toISOString().slice(0, 10)
}

/** Today's date in the visitor's time zone as YYYY-MM-DD. */
export function todayIso(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}
