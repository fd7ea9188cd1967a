/** Query keys of the owner's dashboard; everything under ['owner'] is the signed-in owner's camp (its
 * bookings' keys: features/bookings/api/keys.ts). */
export const ownerKeys = {
  all: ['owner'] as const,
  camp: () => ['owner', 'camp'] as const,
  packages: () => ['owner', 'packages'] as const,
  stats: () => ['owner', 'stats'] as const,
}
