/** Query keys of the owner's dashboard; everything under ['owner'] is the signed-in owner's camp. */
export const ownerKeys = {
  all: ['owner'] as const,
  camp: () => ['owner', 'camp'] as const,
  packages: () => ['owner', 'packages'] as const,
  bookings: (page: number) => ['owner', 'bookings', page] as const,
  allBookings: () => ['owner', 'bookings'] as const,
  booking: (id: number) => ['owner', 'bookings', 'one', id] as const,
  stats: () => ['owner', 'stats'] as const,
  thread: (bookingId: number) => ['owner', 'thread', bookingId] as const,
}
