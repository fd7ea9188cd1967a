import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { components } from '@/api/schema'

export type ChatEmailCapture = components['schemas']['ChatEmailCapture']

export function saveChatEmail(body: ChatEmailCapture) {
  return unwrap(api.POST('/api/v1/assistant/email', { body }))
}

export function useSaveChatEmail() {
  return useMutation({ mutationFn: saveChatEmail })
}
