const cache = new Map<string, Intl.NumberFormat>()

/** A number in the reader's language: 15000 -> "15,000" / "15 000" (narrow no-break space) / "15.000". */
export function formatNumber(value: number, language: string): string {
  let format = cache.get(language)
  if (!format) {
    format = new Intl.NumberFormat(language)
    cache.set(language, format)
  }
  return format.format(value)
}

/** A marketing figure of the site's settings, "at least this many": "15,000+" / "15 000+" / "15.000+". */
export function formatFigure(atLeast: number, language: string): string {
  return `${formatNumber(atLeast, language)}+`
}

/** A percentage (15 -> "15%" / "15 %" / "15 %"), as the reader's language writes it. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100)
}

function separators(language: string): { decimal: string; other: string } {
  const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  return { decimal, other: decimal === ',' ? '.' : ',' }
}

/** What a typed amount says: nothing yet, an amount (as a plain decimal and a number), or no amount at all. */
export type AmountReading = { kind: 'empty' } | { kind: 'amount'; decimal: string; value: number } | { kind: 'invalid' }

const EMPTY: AmountReading = { kind: 'empty' }
const INVALID: AmountReading = { kind: 'invalid' }

/** Whether `integer` is digits grouped by threes with `mark` ("1.250.000"), the first group one to three digits. */
function groupedByThrees(integer: string, mark: string): boolean {
  const groups = integer.split(mark)
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group))
}

/**
 * An amount typed as the reader's language writes it: "1.250,50" and "1.250" in German, "1 250,50"
 * (with a space, a no-break or a narrow no-break space) and "1250,5" in French, "1,250.50" in English.
 *
 * The language's decimal mark is the decimal mark. The other mark ("." in French and German, "," in
 * English), a space or an apostrophe separate thousands, only in groups of three digits ("1.250" is
 * 1250 in German); the other mark followed by one or two digits is read as the decimal mark, as
 * travellers from elsewhere write it ("450.50"). Anything else is refused rather than misread: two
 * decimal marks ("1,2,3"), groups not of three ("1.25.0"), two kinds of thousands separators, more
 * than two decimals, a sign, an exponent or letters.
 */
export function readAmount(text: string, language: string): AmountReading {
  const typed = text
    .trim()
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .replace(/’/g, "'")
  if (typed === '') return EMPTY
  if (!/^[\d.,' ]+$/.test(typed)) return INVALID
  const { decimal, other } = separators(language)
  const [whole, fraction, extra] = typed.split(decimal)
  if (extra !== undefined || whole === undefined) return INVALID
  let integer = whole
  let cents = fraction
  if (cents === undefined) {
    const parts = whole.split(other)
    if (parts.length === 2 && /^\d{1,2}$/.test(parts[1]!)) [integer, cents] = parts as [string, string]
  }
  const marks = [...new Set(integer.replace(/\d/g, ''))]
  if (marks.length > 1) return INVALID
  if (marks.length === 1) {
    if (!groupedByThrees(integer, marks[0]!)) return INVALID
    integer = integer.split(marks[0]!).join('')
  }
  if (!/^\d+$/.test(integer) || (cents !== undefined && !/^\d{1,2}$/.test(cents))) return INVALID
  integer = integer.replace(/^0+(?=\d)/, '')
  const plain = cents === undefined ? integer : `${integer}.${cents}`
  return { kind: 'amount', decimal: plain, value: Number(plain) }
}

/** An amount typed in the reader's language as a plain decimal ("1.200,50" in German gives "1200.50"), or null. */
export function parseAmount(text: string, language: string): string | null {
  const reading = readAmount(text, language)
  return reading.kind === 'amount' ? reading.decimal : null
}

/** An amount as the reader's language writes it in a form field, without a currency: 1250.5 -> "1.250,50" in German. */
export function amountText(value: number, language: string): string {
  const whole = Number.isInteger(value)
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value)
}
