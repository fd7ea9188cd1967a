import { adminCampsKey } from '@/lib/query/back-office-keys'

/** Query keys of the back office's camps. */
export const adminCampKeys = {
  all: adminCampsKey,
  list: () => ['admin', 'camps', 'list'] as const,
  preview: (id: number, lang: string) => ['admin', 'camps', 'preview', id, lang] as const,
  packagePreview: (id: number, packageId: number, lang: string) =>
    ['admin', 'camps', 'preview', id, 'package', packageId, lang] as const,
}
