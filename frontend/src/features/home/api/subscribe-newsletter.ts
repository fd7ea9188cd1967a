import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { Language } from '@/i18n/languages'

export function subscribeNewsletter(email: string, language: Language) {
  return unwrap(api.POST('/api/v1/newsletter', { body: { email, language } }))
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: ({ email, language }: { email: string; language: Language }) => subscribeNewsletter(email, language),
  })
}
