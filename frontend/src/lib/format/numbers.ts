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

/**
 * An amount typed as the reader's language writes it, as a plain decimal ("1.200,50" in German,
 * "1 200,50" in French and "1,200.50" in English all give "1200.50"), or null when it is not one.
 * The other mark ("." in French and German, "," in English) separates thousands only in groups of
 * three digits ("1.200" is 1200 in German); followed by one or two digits it is the decimal mark, as
 * travellers from elsewhere write it ("450.50"). More than two decimals, or a mark in any other
 * place, is not an amount: the form asks again rather than misread a price.
 */
export function parseAmount(text: string, language: string): string | null {
  const typed = text.replace(/[\s\u00a0\u202f'’]/g, '')
  const { decimal, other } = separators(language)
  const [whole, fraction, extra] = typed.split(decimal)
  if (extra !== undefined || whole === undefined) return null
  let integer = whole
  let cents = fraction
  if (cents === undefined) {
    const parts = whole.split(other)
    if (parts.length === 2 && /^\d{1,2}$/.test(parts[1]!)) [integer, cents] = parts as [string, string]
  }
  if (integer.includes(other)) {
    if (!new RegExp(`^\\d{1,3}(\\${other}\\d{3})+$`).test(integer)) return null
    integer = integer.split(other).join('')
  }
  if (!/^\d+$/.test(integer) || (cents !== undefined && !/^\d{1,2}$/.test(cents))) return null
  return cents === undefined ? integer.replace(/^0+(?=\d)/, '') : `${integer.replace(/^0+(?=\d)/, '')}.${cents}`
}
