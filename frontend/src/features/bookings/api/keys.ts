import type { AdminBookingFilters } from './list-bookings'

/** Who reads the bookings: the camp's owner (their camp's) or the back office (every camp's). */
export type BookingScope = 'owner' | 'admin'

/** Query keys of the owner's bookings; under ['owner'], with the rest of the owner's dashboard. */
export const ownerBookingKeys = {
  all: ['owner', 'bookings'] as const,
  page: (page: number) => ['owner', 'bookings', page] as const,
  one: (id: number) => ['owner', 'bookings', 'one', id] as const,
  threads: ['owner', 'thread'] as const,
  thread: (id: number) => ['owner', 'thread', id] as const,
  stats: ['owner', 'stats'] as const,
}

/** Query keys of the back office's bookings: the paged lists, one booking, the summary cards, a thread. */
export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  lists: () => ['admin', 'bookings', 'list'] as const,
  list: (filters: AdminBookingFilters) => ['admin', 'bookings', 'list', filters] as const,
  one: (id: number) => ['admin', 'bookings', 'one', id] as const,
  summary: () => ['admin', 'bookings', 'summary'] as const,
  thread: (id: number) => ['admin', 'bookings', 'thread', id] as const,
}

/** The keys a scope's screens share: its lists and counts (refetched after a change), one booking, a thread. */
export function bookingKeys(scope: BookingScope) {
  return scope === 'owner'
    ? {
        lists: [ownerBookingKeys.all, ownerBookingKeys.stats],
        one: ownerBookingKeys.one,
        thread: ownerBookingKeys.thread,
      }
    : {
        lists: [adminBookingKeys.lists(), adminBookingKeys.summary()],
        one: adminBookingKeys.one,
        thread: adminBookingKeys.thread,
      }
}
