import { ownerStatsKey } from '@/lib/query/owner-keys'

/** Query keys of the owner's dashboard; everything under ['owner'] is the signed-in owner's camp (its
 * camp and packages: features/listings/api/keys.ts; its bookings: features/bookings/api/keys.ts). */
export const ownerKeys = {
  all: ['owner'] as const,
  stats: () => ownerStatsKey,
}
