import { adminCampsKey } from '@/lib/query/back-office-keys'

/** Query keys of the back office's camps. */
export const adminCampKeys = {
  all: adminCampsKey,
  list: () => ['admin', 'camps', 'list'] as const,
  preview: (id: number, lang: string) => ['admin', 'camps', 'preview', id, lang] as const,
  packagePreview: (id: number, packageId: number, lang: string) =>
    ['admin', 'camps', 'preview', id, 'package', packageId, lang] as const,
}

/** Query keys of the back office's packages. */
export const adminPackageKeys = {
  all: ['admin', 'packages'] as const,
  list: () => ['admin', 'packages', 'list'] as const,
}

/** Query keys of the signed-in owner's camp and packages: under ['owner'], with the rest of their dashboard. */
export const ownerListingKeys = {
  camp: () => ['owner', 'camp'] as const,
  packages: () => ['owner', 'packages'] as const,
}
