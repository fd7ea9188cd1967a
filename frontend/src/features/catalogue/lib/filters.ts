import { z } from '@/lib/forms/zod'
import { isCalendarDay, todayIso } from '@/lib/format'

/** The camp list's filters: read from and written to the URL query (?location=&duration=&budget=&type=&date=). */
/** The four towns, then "both" (Taghazout & Tamraght, the neighbouring villages; the server's LOCATION_GROUPS). */
export const LOCATIONS = ['taghazout', 'tamraght', 'imsouane', 'agadir', 'both'] as const
export type LocationFilter = (typeof LOCATIONS)[number]

export interface CampFilters {
  location?: LocationFilter
  duration?: number
  budget?: string
  type?: string
  /** an arrival day (YYYY-MM-DD): only packages a person can start on that day (the server's availableOn) */
  date?: string
}

/** The search bar's select fields; what each offers comes from the catalogue (get-catalogue-facets.ts). */
export const SEARCH_FIELDS = ['location', 'duration', 'budget', 'type'] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]

/** Why an arrival day is refused: keys under catalogue.search.errors. */
export type ArrivalDayError = 'dateInvalid' | 'datePast'

/**
 * The arrival day the search accepts: a day of the calendar, today or later (the date field's `min`
 * says the same to the browser; nobody arrives in the past). An empty field is no filter.
 */
export function arrivalDaySchema(today: string) {
  return z
    .string()
    .refine((day) => day === '' || isCalendarDay(day), { message: 'dateInvalid' satisfies ArrivalDayError })
    .refine((day) => day === '' || !isCalendarDay(day) || day >= today, {
      message: 'datePast' satisfies ArrivalDayError,
    })
}

export function filtersFromSearch(params: URLSearchParams, preset: CampFilters = {}): CampFilters {
  const filters: CampFilters = { ...preset }
  const location = params.get('location')?.toLowerCase()
  if (location && (LOCATIONS as readonly string[]).includes(location)) filters.location = location as LocationFilter
  const duration = Number(params.get('duration'))
  if (Number.isInteger(duration) && duration >= 1 && duration <= 60) filters.duration = duration
  const budget = params.get('budget')
  if (budget && /^\d{1,6}-\d{1,6}$/.test(budget)) filters.budget = budget
  const type = params.get('type')?.toLowerCase()
  if (type && /^[a-z-]{1,30}$/.test(type)) filters.type = type
  const date = params.get('date')
  // A day that has passed finds nobody a place: the page drops it (the server's page does too).
  if (date && arrivalDaySchema(todayIso()).safeParse(date).success) filters.date = date
  return filters
}

export function hasFilters(filters: CampFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '')
}

/** "?location=taghazout&duration=7" for the filters that are set, in a stable order. */
export function searchOf(filters: CampFilters, page = 1): string {
  const params = new URLSearchParams()
  if (filters.location) params.set('location', filters.location)
  if (filters.duration) params.set('duration', String(filters.duration))
  if (filters.budget) params.set('budget', filters.budget)
  if (filters.type) params.set('type', filters.type)
  if (filters.date) params.set('date', filters.date)
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}
