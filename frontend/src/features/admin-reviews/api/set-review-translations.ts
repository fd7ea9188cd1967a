import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminAuditKeys } from '@/features/admin-audit/api/keys'
import type { Language } from '@/i18n/languages'
import { invalidate } from '@/lib/query/invalidate'
import { adminReviewKeys } from './keys'

/** The team's translations of a review's comment; an empty text (null) removes one. */
export function setReviewTranslations(id: number, translations: Partial<Record<Language, string | null>>) {
  return unwrap(
    api.PUT('/api/v1/admin/reviews/{review_id}/translations', {
      params: { path: { review_id: id } },
      body: { translations },
    }),
  )
}

export function useSetReviewTranslations() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, translations }: { id: number; translations: Partial<Record<Language, string | null>> }) =>
      setReviewTranslations(id, translations),
    onSuccess: () => invalidate(client, adminReviewKeys.all, adminAuditKeys.all),
  })
}
