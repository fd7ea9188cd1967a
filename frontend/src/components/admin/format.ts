// Formatting for the back office: euro amounts, calendar dates and timestamps in the UI language.

const numberCache = new Map<string, Intl.NumberFormat>()

function money(language: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${language}|${currency}|${digits}`
  let format = numberCache.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits })
    numberCache.set(key, format)
  }
  return format
}

/** "€1,300" or "1 300,50 €": whole amounts without cents. */
export function formatAmount(amount: string | number, language: string, currency = 'EUR'): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return String(amount)
  const whole = Math.abs(value - Math.round(value)) < 0.005
  return money(language, currency, whole ? 0 : 2).format(value)
}

/** A calendar date (YYYY-MM-DD) without any time-zone shift. */
export function formatDay(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)))
}

/** A timestamp in the reader's time zone, short. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date)
}

/** "YYYY-MM" as a short month name ("Nov 25"). */
export function formatMonth(month: string, language: string): string {
  const [year, m] = month.split('-').map(Number)
  if (!year || !m) return month
  return new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)))
}
