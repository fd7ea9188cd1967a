import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { Me } from '@/api/types'
import type { Language } from '@/i18n/languages'
import { session } from '@/lib/auth/session'

export function updateAccountLanguage(language: Language) {
  return unwrap(api.PATCH('/api/v1/auth/me', { body: { language } }))
}

/**
 * Changes the signed-in person's language at once (the session's user, so their area switches
 * before the server answers) and stores it in their account; a refusal puts the old one back.
 */
export function useUpdateAccountLanguage() {
  return useMutation({
    mutationFn: updateAccountLanguage,
    onMutate: (language: Language) => {
      const state = session.getState()
      const previous: Me | null = state.user
      if (previous) session.updateUser({ ...previous, language })
      return { previous }
    },
    onSuccess: (me) => session.updateUser(me),
    onError: (_error, _language, context) => {
      if (context?.previous) session.updateUser(context.previous)
    },
  })
}
