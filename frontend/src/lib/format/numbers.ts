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
