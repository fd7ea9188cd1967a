import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react'
import { useWatch } from 'react-hook-form'
import { Link, useLocation } from 'react-router'
import { Bot, Send, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { controlClasses } from '@/components/ui'
import { useSiteConfig } from '@/lib/config/site-config'
import { stripLanguage, useLocalizedPath } from '@/i18n/routing'
import { whatsappLink } from '@/lib/config/whatsapp'
import { formatMoney, formatPlace } from '@/lib/format'
import { z } from '@/lib/forms/zod'
import { requiredText, useZodForm } from '@/lib/forms/zod-form'
import { cn } from '@/lib/ui/cn'
import type { PackageSuggestion } from '../api/send-chat-message'
import { useAssistantChat, type ChatMessage } from '../hooks/use-assistant-chat'
import { replyParts } from '../lib/links'
import { ExternalLink } from '@/components/ui/external-link'

const draftSchema = z.object({ draft: requiredText })
// The spec's rule for the capture: not empty and containing an at sign; the server checks the rest.
const emailSchema = z.object({ email: z.string().refine((text) => text.trim().includes('@'), 'invalid') })

function SuggestionCard({ suggestion, onNavigate }: { suggestion: PackageSuggestion; onNavigate: () => void }) {
  const { t, i18n } = useTranslation()
  const lp = useLocalizedPath()
  return (
    <li>
      <Link
        to={lp(suggestion.url)}
        onClick={onNavigate}
        className="block rounded-xl border border-ocean-100 bg-white p-3 text-left shadow-sm transition-colors hover:border-ocean-400"
      >
        <span className="block text-sm font-semibold text-slate-900">{suggestion.name}</span>
        <span className="mt-0.5 block text-xs text-slate-500">
          {suggestion.campName} · {formatPlace(suggestion.locationKey, i18n.language)} ·{' '}
          {t('assistant.days', { days: suggestion.durationDays })}
        </span>
        <span className="mt-1 flex items-center justify-between text-xs">
          <span className="font-semibold text-ocean-800">
            {t('assistant.perPerson', { price: formatMoney(suggestion.price, suggestion.currency, i18n.language) })}
          </span>
          <span className="font-semibold text-sunset-600">{t('assistant.viewPackage')} →</span>
        </span>
      </Link>
    </li>
  )
}

/** A reply's text with the site's pages and WhatsApp as links (see `replyParts`). */
function ReplyText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  const linkClass = 'break-all font-semibold text-ocean-700 underline'
  return replyParts(text, window.location.origin).map((part, index) =>
    !('href' in part) ? (
      part.text
    ) : part.internal ? (
      <Link key={index} to={part.href} onClick={onNavigate} className={linkClass}>
        {part.text}
      </Link>
    ) : (
      <ExternalLink key={index} href={part.href} className={linkClass}>
        {part.text}
      </ExternalLink>
    ),
  )
}

function MessageBubble({
  message,
  whatsappHref,
  onNavigate,
}: {
  message: ChatMessage
  whatsappHref: string | null
  onNavigate: () => void
}) {
  const { t } = useTranslation()
  const mine = message.role === 'user'
  const text = message.local ? t(`assistant.${message.local}`) : (message.content ?? '')
  const isFailure = message.local === 'failed' || message.local === 'rateLimited'
  return (
    <li className={cn('flex flex-col gap-2', mine ? 'items-end' : 'items-start')}>
      <div
        lang={message.language}
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line',
          mine
            ? 'rounded-br-md bg-ocean-700 text-white'
            : 'rounded-bl-md bg-white text-slate-800 shadow-sm ring-1 ring-slate-200',
          isFailure && 'bg-red-50 text-red-900 ring-red-200',
        )}
      >
        <span className="sr-only">{mine ? t('assistant.you') : t('assistant.bot')}: </span>
        {mine || message.local ? text : <ReplyText text={text} onNavigate={onNavigate} />}
        {isFailure && whatsappHref ? (
          <ExternalLink href={whatsappHref} className="mt-2 block font-semibold text-[#0f7a40] underline">
            {t('assistant.whatsapp')}
          </ExternalLink>
        ) : null}
      </div>
      {message.suggestions?.length ? (
        <ul className="w-[85%] space-y-2">
          {message.suggestions.map((s) => (
            <SuggestionCard key={s.packageId} suggestion={s} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

interface ChatPanelProps {
  open: boolean
  setOpen: (open: boolean) => void
  panelId: string
  toggleRef: RefObject<HTMLButtonElement | null>
}

/**
 * The assistant's panel and conversation, loaded the first time the visitor opens the assistant
 * and kept mounted afterwards so a pending reply survives closing the panel.
 */
export default function ChatPanel({ open, setOpen, panelId, toggleRef }: ChatPanelProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const onHome = stripLanguage(location.pathname) === '/'
  const chat = useAssistantChat({ askForEmailAfterReply: onHome })
  const config = useSiteConfig()
  const whatsappHref = config.data ? whatsappLink(config.data.whatsappNumber, t('whatsapp.prefilled')) : null
  const composer = useZodForm(draftSchema, { draft: '' })
  const emailForm = useZodForm(emailSchema, { email: '' })
  const draft = useWatch({ control: composer.control, name: 'draft' })
  const titleId = useId()
  const subtitleId = useId()
  const inputId = useId()
  const emailId = useId()
  const emailErrorId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const wasOpen = useRef(false)

  // Focus moves into the panel when it opens and back to the button when it closes (in the same
  // commit that shows the panel, also when it has just been loaded).
  useLayoutEffect(() => {
    if (open) inputRef.current?.focus()
    else if (wasOpen.current) toggleRef.current?.focus()
    wasOpen.current = open
  }, [open, toggleRef])

  useEffect(() => {
    const list = listRef.current
    if (open && list) list.scrollTop = list.scrollHeight
  }, [open, chat.messages.length, chat.pending, chat.showEmailPrompt])

  // Escape closes the panel while focus is in it, on its button, or nowhere in particular (the send
  // button disables itself while waiting, which drops focus to the page).
  useEffect(() => {
    if (!open) return
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const active = document.activeElement
      const panel = document.getElementById(panelId)
      if (active === document.body || active === toggleRef.current || (panel && active && panel.contains(active))) {
        event.preventDefault()
        setOpen(false)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, panelId, setOpen, toggleRef])

  const onSubmit = composer.handleSubmit(({ draft }) => {
    if (chat.sendMessage(draft)) composer.reset({ draft: '' })
    composer.setFocus('draft')
  })

  const onSaveEmail = emailForm.handleSubmit(({ email }) => chat.saveEmail(email))
  const { ref: draftRef, ...draftField } = composer.register('draft')

  const canSend = draft.trim().length > 0 && !chat.pending
  const emailError =
    emailForm.formState.errors.email || chat.emailError === 'invalid'
      ? t('assistant.emailInvalid')
      : chat.emailError === 'failed'
        ? t('assistant.emailFailed')
        : null

  if (!open) return null
  return (
    <section
      id={panelId}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      className="fixed inset-x-2 bottom-20 z-50 flex max-h-[min(600px,calc(100dvh-6rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-sand-50 shadow-2xl sm:inset-x-auto sm:right-4 sm:w-96"
      data-testid="chat-panel"
    >
      <header className="flex items-center gap-3 bg-gradient-to-r from-ocean-800 to-ocean-600 px-4 py-3 text-white">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Bot className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-tight font-semibold">
            {t('assistant.title')}
          </h2>
          <p id={subtitleId} className="flex items-center gap-1.5 text-xs text-ocean-50/90">
            <span className="h-2 w-2 rounded-full bg-emerald-400" aria-hidden="true" />
            {t('assistant.subtitle')}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="rounded-full p-1.5 hover:bg-white/15"
          aria-label={t('assistant.close')}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </header>

      <ol
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t('assistant.conversation')}
        className="flex min-h-48 flex-1 flex-col gap-3 overflow-y-auto px-3 py-4"
      >
        {chat.messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            whatsappHref={whatsappHref}
            onNavigate={() => setOpen(false)}
          />
        ))}
        {chat.pending ? (
          <li className="flex items-start" role="status" data-testid="typing-indicator">
            <span className="sr-only">{t('assistant.typing')}</span>
            <span
              className="flex gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200"
              aria-hidden="true"
            >
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="h-2 w-2 animate-bounce rounded-full bg-ocean-500"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
          </li>
        ) : null}
      </ol>

      {chat.showEmailPrompt ? (
        <form
          onSubmit={(event) => void onSaveEmail(event)}
          noValidate
          className="border-t border-slate-200 bg-ocean-50 px-3 py-2.5"
          aria-label={t('assistant.emailLabel')}
        >
          <p className="text-xs font-medium text-ocean-900">{t('assistant.emailPrompt')}</p>
          <div className="mt-1.5 flex gap-2">
            <label htmlFor={emailId} className="sr-only">
              {t('assistant.emailLabel')}
            </label>
            <input
              id={emailId}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...emailForm.register('email')}
              placeholder={t('assistant.emailPlaceholder')}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? emailErrorId : undefined}
              className={cn(controlClasses, 'h-9 py-1.5')}
              maxLength={254}
            />
            <button
              type="submit"
              disabled={chat.savingEmail}
              className="h-9 shrink-0 rounded-full bg-sunset-500 px-4 text-sm font-semibold text-white hover:bg-sunset-600 disabled:opacity-60"
            >
              {t('assistant.save')}
            </button>
          </div>
          {emailError ? (
            <p id={emailErrorId} role="alert" className="mt-1 text-xs font-medium text-red-700">
              {emailError}
            </p>
          ) : null}
        </form>
      ) : null}

      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex items-center gap-2 border-t border-slate-200 bg-white px-3 py-3"
      >
        <label htmlFor={inputId} className="sr-only">
          {t('assistant.inputLabel')}
        </label>
        <input
          {...draftField}
          ref={(element) => {
            draftRef(element)
            inputRef.current = element
          }}
          id={inputId}
          type="text"
          placeholder={t('assistant.placeholder')}
          autoComplete="off"
          maxLength={4000}
          className={cn(controlClasses, 'h-11')}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t('assistant.send')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-ocean-700 text-white hover:bg-ocean-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send className="h-5 w-5" aria-hidden="true" />
        </button>
      </form>
    </section>
  )
}
