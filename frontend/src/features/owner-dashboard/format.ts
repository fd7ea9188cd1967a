/** Money and dates of the dashboard in the interface language. */
export function formatMoney(amount: string | number, currency: string, language: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  return new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value)
}

export function formatDate(value: string, language: string): string {
  // Plain dates (YYYY-MM-DD) are calendar days: read them as UTC so no time zone shifts them.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value)
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined }).format(date)
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
