import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { isLanguage, type Language } from '@/i18n/languages'
import { useSaveChatEmail } from '../api/save-chat-email'
import { useSendChatMessage, type PackageSuggestion } from '../api/send-chat-message'
import { loadMessages, rememberEmail, savedEmail, storeMessages, visitorId } from '../lib/storage'

/** Texts the widget writes itself are stored by key, so they follow a language switch. */
export type LocalText = 'greeting' | 'failed' | 'rateLimited' | 'askEmail'

export interface ChatMessage {
  id: string
  role: 'user' | 'assistant'
  content?: string
  local?: LocalText
  suggestions?: PackageSuggestion[]
  /** The language the assistant answered in (the visitor's, which may differ from the page's). */
  language?: Language
}

export const EMAIL_PROMPT_AFTER = 4
export const HOME_EMAIL_ASK_DELAY_MS = 2000
const HISTORY_SENT = 20

let counter = 0
const nextId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`
const greeting = (): ChatMessage => ({ id: nextId(), role: 'assistant', local: 'greeting' })

export type EmailError = 'invalid' | 'failed' | null

/**
 * The assistant's conversation: greeting first, one request at a time, the e-mail capture after
 * four messages, and (on the home page) a reminder two seconds after a reply.
 */
export function useAssistantChat({ askForEmailAfterReply = false }: { askForEmailAfterReply?: boolean } = {}) {
  const { i18n } = useTranslation()
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en'
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadMessages<ChatMessage>() ?? [greeting()])
  const [email, setEmail] = useState<string | null>(() => savedEmail())
  const [emailError, setEmailError] = useState<EmailError>(null)
  const send = useSendChatMessage()
  const save = useSaveChatEmail()
  const askedForEmail = useRef(messages.some((m) => m.local === 'askEmail'))
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const askRef = useRef(askForEmailAfterReply)
  useEffect(() => {
    askRef.current = askForEmailAfterReply
  }, [askForEmailAfterReply])

  useEffect(() => storeMessages(messages), [messages])
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const pending = send.isPending
  const append = useCallback((message: ChatMessage) => setMessages((current) => [...current, message]), [])

  const sendMessage = useCallback(
    (text: string) => {
      const content = text.trim()
      if (!content || send.isPending) return false
      const user: ChatMessage = { id: nextId(), role: 'user', content }
      const history = [...messages, user]
      setMessages(history)
      const wire = history
        .filter((m) => m.content !== undefined)
        .slice(-HISTORY_SENT)
        .map((m) => ({ role: m.role, content: (m.content ?? '').slice(0, 10_000) }))
      send.mutate(
        { visitorId: visitorId(), language, messages: wire, userEmail: email ?? undefined },
        {
          onSuccess: (reply) => {
            let count = 0
            setMessages((current) => {
              const next = [
                ...current,
                {
                  id: nextId(),
                  role: 'assistant' as const,
                  content: reply.message,
                  language: reply.language,
                  suggestions: reply.suggestions?.length ? reply.suggestions : undefined,
                },
              ]
              count = next.length
              return next
            })
            if (askRef.current && !email && !askedForEmail.current) {
              if (timer.current) clearTimeout(timer.current)
              timer.current = setTimeout(() => {
                if (count >= EMAIL_PROMPT_AFTER && !askedForEmail.current && !savedEmail()) {
                  askedForEmail.current = true
                  append({ id: nextId(), role: 'assistant', local: 'askEmail' })
                }
              }, HOME_EMAIL_ASK_DELAY_MS)
            }
          },
          onError: (error) => {
            const rateLimited = isApiError(error) && error.status === 429
            append({ id: nextId(), role: 'assistant', local: rateLimited ? 'rateLimited' : 'failed' })
          },
        },
      )
      return true
    },
    [messages, send, language, email, append],
  )

  const saveEmail = useCallback(
    (value: string) => {
      const address = value.trim()
      // The spec's rule for the capture: not empty and containing an at sign; the server checks the rest.
      if (!address || !address.includes('@')) {
        setEmailError('invalid')
        return
      }
      setEmailError(null)
      save.mutate(
        { visitorId: visitorId(), email: address, language },
        {
          onSuccess: (reply) => {
            rememberEmail(address)
            setEmail(address)
            append({ id: nextId(), role: 'assistant', content: reply.message })
          },
          onError: (error) => setEmailError(isApiError(error) && error.status === 422 ? 'invalid' : 'failed'),
        },
      )
    },
    [save, language, append],
  )

  const showEmailPrompt = !email && messages.length >= EMAIL_PROMPT_AFTER

  return { messages, pending, sendMessage, email, saveEmail, savingEmail: save.isPending, emailError, showEmailPrompt }
}
