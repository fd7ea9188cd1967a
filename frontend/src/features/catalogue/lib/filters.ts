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

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** "2027-03-14" is a day of the calendar; "2027-02-30" is not (the server's date.fromisoformat agrees). */
function isCalendarDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text
}

/** The search bar's choices (spec: search bar options, with every town we list camps in). */
export const SEARCH_OPTIONS = {
  location: LOCATIONS,
  duration: ['7', '8'],
  budget: ['300-400', '400-500', '500-600'],
  type: ['surf-only', 'surf-yoga', 'all-inclusive'],
} as const

export type SearchField = keyof typeof SEARCH_OPTIONS

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
  if (date && isCalendarDay(date)) filters.date = date
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
