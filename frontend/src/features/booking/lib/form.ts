import type { CurrencyCode, PaymentMethod, SurfingLevel } from '@/api/types'
import { surfingLevelValues } from '@/api/enums'
import { z } from '@/lib/forms/zod'
import { DAY_CHOICES, type AddOnKey } from './pricing'

export interface BookingFormValues {
  fullName: string
  email: string
  country: string
  phoneNumber: string
  numberOfDays: number
  numberOfPeople: number
  startDate: string
  surfingLevel: SurfingLevel
  addOns: AddOnKey[]
  specialRequests: string
  currency: CurrencyCode
  paymentMethod: PaymentMethod | ''
}

export type BookingField = keyof BookingFormValues
/** Translation keys under booking.errors */
export type BookingErrorKey =
  | 'fullNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'countryRequired'
  | 'countryInvalid'
  | 'phoneRequired'
  | 'startDateRequired'
  | 'startDateInPast'
  | 'startDateInvalid'
  | 'startDateTooFar'
  | 'paymentRequired'
  | 'tooManyPeople'
  | 'invalidChoice'
  | 'addOnNotOffered'
  | 'required'
  | 'tooLong'
  | 'invalidCharacters'
  | 'dateUnavailable'
  | 'stayLength'
export type BookingErrors = Partial<Record<BookingField, BookingErrorKey>>

/** The package's own length when the form offers it, else 7 (spec default). */
export function defaultDays(packageDays: number): number {
  return (DAY_CHOICES as readonly number[]).includes(packageDays) ? packageDays : 7
}

/** 1 to the package's maxPeople: the server's one group-size rule, also on its card and page. */
export function peopleChoices(maxPeople: number): number[] {
  return Array.from({ length: Math.max(1, maxPeople) }, (_, i) => i + 1)
}

/** The package's own level when it is for one level (an intermediate week starts at intermediate), else beginner. */
export function defaultLevel(difficulty: string): SurfingLevel {
  return (surfingLevelValues as readonly string[]).includes(difficulty) ? (difficulty as SurfingLevel) : 'beginner'
}

export function initialValues(packageDays: number, difficulty = 'beginner'): BookingFormValues {
  return {
    fullName: '',
    email: '',
    country: '',
    phoneNumber: '',
    numberOfDays: defaultDays(packageDays),
    numberOfPeople: 1,
    startDate: '',
    surfingLevel: defaultLevel(difficulty),
    addOns: [],
    specialRequests: '',
    currency: 'EUR',
    paymentMethod: '',
  }
}

/**
 * The values a form posted without a script carried (texts, as typed), over `values`: the server renders
 * the page again with them after a refusal (lib/forms/posted-form.tsx).
 */
export function withPosted(values: BookingFormValues, posted: Record<string, string | string[]>): BookingFormValues {
  const next = { ...values }
  const text = (name: BookingField) => (typeof posted[name] === 'string' ? (posted[name] as string) : undefined)
  for (const name of ['fullName', 'email', 'country', 'phoneNumber', 'startDate', 'specialRequests'] as const) {
    const value = text(name)
    if (value !== undefined) next[name] = value
  }
  for (const name of ['numberOfDays', 'numberOfPeople'] as const) {
    const value = Number(text(name))
    if (Number.isInteger(value) && value > 0) next[name] = value
  }
  const level = text('surfingLevel')
  if ((surfingLevelValues as readonly string[]).includes(level ?? '')) next.surfingLevel = level as SurfingLevel
  if (Array.isArray(posted.addOns)) next.addOns = posted.addOns as AddOnKey[]
  const currency = text('currency')
  if (currency) next.currency = currency as CurrencyCode
  const payment = text('paymentMethod')
  if (payment) next.paymentMethod = payment as PaymentMethod
  return next
}

const filled = (text: string) => text.trim() !== ''
const any = <T>() => z.custom<T>(() => true)

/**
 * The spec's checks on submit (section 5): required fields and an @ in the e-mail. Each message is a
 * key under booking.errors; the server checks everything again.
 */
export const bookingSchema: z.ZodType<BookingFormValues, BookingFormValues> = z.object({
  fullName: z.string().refine(filled, 'fullNameRequired'),
  email: z
    .string()
    .refine(filled, 'emailRequired')
    .refine((email) => !filled(email) || email.includes('@'), 'emailInvalid'),
  country: z.string().refine(filled, 'countryRequired'),
  phoneNumber: z.string().refine(filled, 'phoneRequired'),
  numberOfDays: z.number(),
  numberOfPeople: z.number(),
  startDate: z.string().refine(filled, 'startDateRequired'),
  surfingLevel: any<SurfingLevel>(),
  addOns: z.array(any<AddOnKey>()),
  specialRequests: z.string(),
  currency: any<CurrencyCode>(),
  paymentMethod: any<PaymentMethod | ''>().refine((method) => method !== '', 'paymentRequired'),
})

/** The form's fields in their order on screen (the first one with an error gets the focus). */
export const BOOKING_FIELDS: readonly BookingField[] = [
  'fullName',
  'email',
  'country',
  'phoneNumber',
  'numberOfDays',
  'numberOfPeople',
  'startDate',
  'surfingLevel',
  'addOns',
  'specialRequests',
  'currency',
  'paymentMethod',
]

/** A server field code (422 `fields`) as the message key for that field. */
export function serverFieldError(field: BookingField, code: string): BookingErrorKey {
  switch (code) {
    case 'required':
      return (
        (
          {
            fullName: 'fullNameRequired',
            email: 'emailRequired',
            country: 'countryRequired',
            phoneNumber: 'phoneRequired',
            startDate: 'startDateRequired',
            paymentMethod: 'paymentRequired',
          } as const
        )[field as 'fullName'] ?? 'required'
      )
    case 'invalid_email':
      return 'emailInvalid'
    case 'date_in_past':
      return 'startDateInPast'
    case 'date_too_far':
      return 'startDateTooFar'
    case 'invalid_characters':
      return 'invalidCharacters'
    case 'too_many_people':
      return 'tooManyPeople'
    case 'not_offered':
      return 'addOnNotOffered'
    case 'invalid_choice':
      return field === 'country' ? 'countryInvalid' : 'invalidChoice'
    case 'too_large':
      return field === 'numberOfPeople' ? 'tooManyPeople' : 'invalidChoice'
    case 'too_long':
    case 'string_too_long':
      return 'tooLong'
    case 'invalid_date':
    case 'date_parsing':
    case 'date_from_datetime_parsing':
      return field === 'startDate' ? 'startDateInvalid' : 'invalidChoice'
    default:
      return field === 'startDate' ? 'startDateInvalid' : 'invalidChoice'
  }
}

/** One key per form session, so a double click or a retry after a lost answer creates one booking. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID()
  const bytes = new Uint8Array(16)
  cryptoApi.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
