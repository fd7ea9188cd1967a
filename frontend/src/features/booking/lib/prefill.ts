import type { StayChoice } from '@/lib/config/paths'
import { isCalendarDay } from '@/lib/format'
import { DAY_CHOICES } from './pricing'
import type { BookingFormValues } from './form'

/** A whole number from the URL ("7"), or undefined ("7.5", "seven", nothing). */
function wholeNumber(text: string | null): number | undefined {
  return text !== null && /^\d{1,3}$/.test(text) ? Number(text) : undefined
}

/**
 * The stay a link asks for (?start=&days=&people=, the format `packageBookingPath` and the waitlist
 * e-mail write), as far as the form can take it: an arrival day from `today` on, a length the form
 * offers, a group the package takes. Anything else is left out, and the form keeps its own default.
 */
export function stayOfSearch(search: string, today: string, maxPeople: number): StayChoice {
  const params = new URLSearchParams(search)
  const stay: StayChoice = {}
  const start = params.get('start')
  if (start && isCalendarDay(start) && start >= today) stay.start = start
  const days = wholeNumber(params.get('days'))
  if (days !== undefined && (DAY_CHOICES as readonly number[]).includes(days)) stay.days = days
  const people = wholeNumber(params.get('people'))
  if (people !== undefined && people >= 1 && people <= maxPeople) stay.people = people
  return stay
}

/** The form's first values with the stay a link asked for. */
export function withStay(values: BookingFormValues, stay: StayChoice): BookingFormValues {
  return {
    ...values,
    startDate: stay.start ?? values.startDate,
    numberOfDays: stay.days ?? values.numberOfDays,
    numberOfPeople: stay.people ?? values.numberOfPeople,
  }
}
