import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { components } from '@/api/schema'

export type ChatRequest = components['schemas']['ChatRequest']
export type ChatReply = components['schemas']['ChatReply']
export type PackageSuggestion = components['schemas']['PackageSuggestion']

export function sendChatMessage(body: ChatRequest): Promise<ChatReply> {
  return unwrap(api.POST('/api/v1/assistant/chat', { body }))
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage })
}
