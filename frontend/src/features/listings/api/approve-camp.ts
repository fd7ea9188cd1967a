import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { Language } from '@/i18n/languages'
import { adminCampKeys } from './keys'
import { invalidateAfterCampChange } from './save-camp'

/** The cards travellers will see for a camp's packages once it is live (drafts included). */
export function previewCamp(id: number, lang: Language) {
  return unwrap(
    api.GET('/api/v1/admin/camps/{camp_id}/preview', {
      params: { path: { camp_id: id }, query: { lang } },
    }),
  )
}

export function useCampPreview(id: number, lang: Language) {
  return useQuery({ queryKey: adminCampKeys.preview(id, lang), queryFn: () => previewCamp(id, lang) })
}

/** One of those packages' page, as travellers will see it once the camp is live. */
export function previewCampPackage(id: number, packageId: number, lang: Language) {
  return unwrap(
    api.GET('/api/v1/admin/camps/{camp_id}/preview/packages/{package_id}', {
      params: { path: { camp_id: id, package_id: packageId }, query: { lang } },
    }),
  )
}

export function useCampPackagePreview(id: number, packageId: number, lang: Language) {
  return useQuery({
    queryKey: adminCampKeys.packagePreview(id, packageId, lang),
    queryFn: () => previewCampPackage(id, packageId, lang),
  })
}

export function approveCamp(id: number) {
  return unwrap(api.POST('/api/v1/admin/camps/{camp_id}/approve', { params: { path: { camp_id: id } } }))
}

/** A pending camp goes live with its draft packages (it needs a package and a photo); its owner is e-mailed. */
export function useApproveCamp() {
  const client = useQueryClient()
  return useMutation({ mutationFn: approveCamp, onSuccess: () => invalidateAfterCampChange(client) })
}
