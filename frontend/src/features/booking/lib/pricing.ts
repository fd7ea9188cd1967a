/**
 * TypeScript mirror of backend/app/bookings/pricing.py, used for the booking form's live summary.
 * The server recomputes every amount; both implementations run the same vectors
 * (backend/tests/fixtures/pricing_vectors.json), so the summary shows what the server will store.
 *
 * Which add-ons a package sells, and their EUR prices, come from the server (PackageDetail.addOns).
 *
 * Money is held as integer cents in BigInt so there is no floating-point drift.
 */

import type { PackageDetail } from '@/api/types'

/** An add-on a package sells, as the package API gives it: key, price in EUR ("20"), per day or once. */
export type AddOnRule = PackageDetail['addOns'][number]
export type AddOnKey = AddOnRule['key']

export const DAY_CHOICES = [3, 4, 5, 6, 7, 8, 9, 10, 14] as const

export interface GroupDiscountRule {
  minPeople: number
  /** decimal string, e.g. "10" or "12.5" */
  percent: string
}

export interface QuoteInput {
  /** decimal string in EUR, e.g. "483.00" */
  packagePrice: string
  packageDays: number
  days: number
  people: number
  addOns: readonly string[]
  /** the add-ons the package sells (the server's rule); others are left out */
  addOnRules: readonly AddOnRule[]
  /** decimal string, EUR -> chosen currency */
  rate: string
  groupDiscount?: GroupDiscountRule | null
}

export interface QuoteResult {
  stay: string
  discount: string
  addOns: { key: AddOnKey; amount: string; amountInCurrency: string }[]
  /** in the chosen currency, to the cent (like every `...InCurrency`) */
  stayInCurrency: string
  discountInCurrency: string
  totalEur: string
  /** in the chosen currency, rounded to whole units, two decimals like the server ("1396.00") */
  total: string
}

/** A decimal string as an integer scaled by 10^scale: "1.1" -> { value: 11n, scale: 1 }. */
function parseDecimal(text: string): { value: bigint; scale: number } {
  const trimmed = text.trim()
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) throw new Error(`not a decimal: ${text}`)
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.')
  const value = BigInt(whole + fraction) * (trimmed.startsWith('-') ? -1n : 1n)
  return { value, scale: fraction.length }
}

/** numerator / denominator rounded half away from zero (Python's ROUND_HALF_UP). */
function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const quotient = (n * 2n + d) / (d * 2n)
  return negative ? -quotient : quotient
}

const pow10 = (scale: number) => 10n ** BigInt(scale)

function toCents(text: string): bigint {
  const { value, scale } = parseDecimal(text)
  return scale <= 2 ? value * pow10(2 - scale) : divRoundHalfUp(value, pow10(scale - 2))
}

export function formatCents(cents: bigint): string {
  const negative = cents < 0n
  const abs = negative ? -cents : cents
  const whole = abs / 100n
  const fraction = (abs % 100n).toString().padStart(2, '0')
  return `${negative ? '-' : ''}${whole}.${fraction}`
}

/** EUR cents in the chosen currency, to the cent (the server's pricing.convert). */
function convertCents(cents: bigint, rate: { value: bigint; scale: number }): bigint {
  return divRoundHalfUp(cents * rate.value, pow10(rate.scale))
}

/** An EUR amount ("20") in the chosen currency at `rate`, to the cent ("17.00"): add-on prices in the form. */
export function convert(amountEur: string, rate: string): string {
  return formatCents(convertCents(toCents(amountEur), parseDecimal(rate)))
}

export function quote(input: QuoteInput): QuoteResult {
  const priceCents = toCents(input.packagePrice)
  const people = BigInt(input.people)
  const days = BigInt(input.days)
  // Same day count: the package price as it is; otherwise pro-rated per day, then rounded to cents.
  const stay =
    input.days === input.packageDays
      ? priceCents * people
      : divRoundHalfUp(priceCents * days * people, BigInt(input.packageDays))

  let discount = 0n
  const rule = input.groupDiscount
  if (rule && input.people >= rule.minPeople) {
    const percent = parseDecimal(rule.percent)
    discount = divRoundHalfUp(stay * percent.value, 100n * pow10(percent.scale))
  }

  const rate = parseDecimal(input.rate)
  const rules = new Map(input.addOnRules.map((rule) => [rule.key, rule]))
  const lines: QuoteResult['addOns'] = []
  let addOnTotal = 0n
  for (const key of new Set(input.addOns)) {
    const addOn = rules.get(key as AddOnKey)
    if (!addOn) continue
    const price = toCents(addOn.price)
    const amount = addOn.perDay ? price * days : price
    addOnTotal += amount
    lines.push({
      key: addOn.key,
      amount: formatCents(amount),
      amountInCurrency: formatCents(convertCents(amount, rate)),
    })
  }

  const totalEur = stay - discount + addOnTotal
  const totalUnits = divRoundHalfUp(totalEur * rate.value, 100n * pow10(rate.scale))
  return {
    stay: formatCents(stay),
    discount: formatCents(discount),
    addOns: lines,
    stayInCurrency: formatCents(convertCents(stay, rate)),
    discountInCurrency: formatCents(convertCents(discount, rate)),
    totalEur: formatCents(totalEur),
    total: formatCents(totalUnits * 100n),
  }
}
