import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { Language } from '@/i18n/languages'

export interface ContactMessageInput {
  name: string
  email: string
  message: string
  language: Language
}

export function sendContactMessage(input: ContactMessageInput) {
  return unwrap(api.POST('/api/v1/contact', { body: input }))
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
