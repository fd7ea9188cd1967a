import type { BookingFilters } from './list-bookings'

/** Query keys of the back office's bookings: the paged lists, one booking, the summary cards. */
export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  lists: () => ['admin', 'bookings', 'list'] as const,
  list: (filters: BookingFilters) => ['admin', 'bookings', 'list', filters] as const,
  one: (id: number) => ['admin', 'bookings', 'one', id] as const,
  summary: () => ['admin', 'bookings', 'summary'] as const,
  thread: (id: number) => ['admin', 'bookings', 'thread', id] as const,
}
