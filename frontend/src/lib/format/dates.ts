// Calendar dates (YYYY-MM-DD) are days, not instants: they are read and shown in UTC so no time zone
// shifts them. Timestamps are instants: they are shown in the reader's time zone.

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }

/** A calendar date (YYYY-MM-DD, or the date part of a timestamp as written) in the reader's language. */
export function formatDate(isoDate: string, language: string, options: Intl.DateTimeFormatOptions = DAY): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  )
}

/** A calendar date with the month written out: "March 14, 2027" / "14 mars 2027" / "14. März 2027". */
export function formatLongDate(isoDate: string, language: string): string {
  return formatDate(isoDate, language, { day: 'numeric', month: 'long', year: 'numeric' })
}

/** A timestamp in the reader's time zone, short, with the time ("23 Nov 2026, 14:05"); '' for none. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language, { ...DAY, hour: '2-digit', minute: '2-digit' }).format(date)
}

/** The day a timestamp falls on in the reader's time zone; a plain calendar date stays that day. */
export function formatTimestampDate(iso: string, language: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatDate(iso, language)
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language, DAY).format(date)
}

/** A month written out ("2026-10" -> "October 2026" / "octobre 2026" / "Oktober 2026"). */
export function formatLongMonth(month: string, language: string): string {
  const [year, m] = month.split('-').map(Number)
  if (!year || !m) return month
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  )
}

/** "YYYY-MM" as a short month name ("Nov 25"). */
export function formatMonth(month: string, language: string): string {
  const [year, m] = month.split('-').map(Number)
  if (!year || !m) return month
  return new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  )
}

/** YYYY-MM-DD plus n days. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days))
  return date.toISOString().slice(0, 10)
}

/** Today's date in the reader's time zone as YYYY-MM-DD. */
export function todayIso(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/** "2027-03-14" is a day of the calendar; "2027-02-30" and "14/03/2027" are not (the server's date.fromisoformat agrees). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text
}
