import type { BookingFilters } from './list-bookings'

/** Query keys of the back office's bookings: the paged lists and the summary cards. */
export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  lists: () => ['admin', 'bookings', 'list'] as const,
  list: (filters: BookingFilters) => ['admin', 'bookings', 'list', filters] as const,
  summary: () => ['admin', 'bookings', 'summary'] as const,
}
