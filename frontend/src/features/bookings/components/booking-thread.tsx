import { useCallback, type ReactNode } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { useTranslation } from '@/i18n/react'
import { ApiError, isApiError } from '@/api/errors'
import type { BookingThread as Thread, ThreadItem } from '@/api/types'
import { FormField } from '@/components/forms/form-fields'
import { Alert, Button, Textarea } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { postedText, usePostedFieldErrors, type PostedForm } from '@/lib/forms/posted-form'
import { z } from '@/lib/forms/zod'
import { requiredText, useZodForm } from '@/lib/forms/zod-form'
import { formatDate, formatDateTime } from '@/lib/format'

export const MESSAGE_MAX_LENGTH = 2000
const messageSchema = z.object({ body: requiredText })
type Party = 'traveller' | 'camp' | 'team'

/** The mutation that stores a message: its variables are the text. */
export type WriteMessage = Pick<UseMutationResult<unknown, Error, string>, 'mutateAsync' | 'isPending' | 'error'>
/** The camp's or the team's answer to an open date request. */
export type AnswerDateRequest = Pick<
  UseMutationResult<unknown, Error, { requestId: number; accept: boolean }>,
  'mutate' | 'isPending' | 'error'
>

/**
 * The box as a form that also works without a script (the traveller's My booking): posted to the page, with
 * its hidden fields; after such a post, what was typed and the refusal (features/my-booking/lib/page-form.tsx).
 */
export interface ThreadPageForm {
  attributes: { method: 'post'; action: string }
  fields: ReactNode
  posted: PostedForm | null
  error: ApiError | null
}

const REASONS = ['full', 'closed', 'blocked', 'too_soon', 'not_start_day'] as const

/** Why an answer failed: new dates the package cannot take (the reason, the nearest dates), or any other failure. */
function AnswerError({ error }: { error: Error }) {
  const { t, i18n } = useTranslation()
  if (!(error instanceof ApiError) || error.code !== 'date_unavailable') {
    return <Alert variant="error">{t('thread.answerFailed')}</Alert>
  }
  const given = error.fields.startDate ?? ''
  const reason = (REASONS as readonly string[]).includes(given) ? (given as (typeof REASONS)[number]) : 'full'
  const nearest = error.nearestDates.map((day) => formatDate(day, i18n.language)).join(', ')
  return (
    <Alert variant="error" title={t('thread.datesUnavailable')}>
      <p>{t(`availability.errors.reasons.${reason}`)}</p>
      <p className="mt-1">
        {nearest ? `${t('availability.errors.nearest')} ${nearest}` : t('availability.errors.noNearest')}
      </p>
    </Alert>
  )
}

/** One line of the thread: a message (plain text, never HTML) or an event (a status move, a date request). */
function Entry({ item, viewer }: { item: ThreadItem; viewer: Party }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const party = t(`thread.party.${item.party}`)
  // The camp and the team read who did it by name; the traveller reads the camp and "our team".
  const who = item.authorName && viewer !== 'traveller' ? t('thread.named', { name: item.authorName, party }) : party
  const when = formatDateTime(item.at, lang)
  if (item.kind === 'message') {
    const mine = item.party === viewer
    return (
      <li className={mine ? 'flex justify-end' : 'flex justify-start'} data-testid="thread-message">
        <div
          className={`max-w-[85%] rounded-2xl px-4 py-2 ${mine ? 'bg-ocean-600 text-white' : 'bg-sand-100 text-slate-900'}`}
        >
          <p className={`text-xs ${mine ? 'text-ocean-50' : 'text-slate-500'}`}>
            {item.party === 'traveller' ? item.authorName : who} · {when}
          </p>
          <p className="break-words whitespace-pre-line">{item.body}</p>
        </div>
      </li>
    )
  }
  let text: string
  if (item.kind === 'requested') text = t('thread.event.requested', { name: item.authorName ?? '' })
  else if (item.kind === 'status')
    text = item.fromStatus
      ? t('thread.event.status', {
          who,
          from: t(`thread.status.${item.fromStatus}`),
          to: t(`thread.status.${item.toStatus ?? 'pending'}`),
        })
      : t('thread.event.statusBefore', { to: t(`thread.status.${item.toStatus ?? 'pending'}`) })
  else if (item.kind === 'date_request')
    text = t('thread.event.dateRequest', {
      from: formatDate(item.fromStartDate ?? '', lang),
      to: formatDate(item.startDate ?? '', lang),
    })
  else
    text = t(item.requestStatus === 'accepted' ? 'thread.event.dateAccepted' : 'thread.event.dateDeclined', {
      who,
      to: formatDate(item.startDate ?? '', lang),
    })
  const note = item.kind === 'status' ? item.reason : item.kind === 'requested' ? null : item.body
  return (
    <li className="text-center text-xs text-slate-600" data-testid="thread-event">
      <span className="font-medium text-slate-800">{text}</span> · {when}
      {note ? <span className="block whitespace-pre-line italic">{t('common.quoted', { text: note })}</span> : null}
    </li>
  )
}

/** Why a message was not stored: the thread closed meanwhile, a limit, or anything else. */
function useSendFailure(error: Error | null): string | undefined {
  const { t } = useTranslation()
  const { rateLimitMessage } = useErrorMessages()
  if (!error) return undefined
  if (isApiError(error) && error.code === 'thread_closed') return t('thread.closed')
  return rateLimitMessage(error) ?? t('thread.sendFailed')
}

/**
 * A booking's one thread as traveller, camp or team read it, with a box to write in while the booking
 * is open; a cancelled or expired booking's thread is closed, and says so in place of the box.
 */
export function BookingThread({
  thread,
  viewer,
  write,
  answer,
  pageForm,
}: {
  thread: Thread
  viewer: Party
  /** Stores a message: the box is emptied once it is stored, and keeps its text otherwise. */
  write: WriteMessage
  /** The camp and the team answer an open date request. */
  answer?: AnswerDateRequest
  pageForm?: ThreadPageForm
}) {
  const { t, i18n } = useTranslation()
  const { fieldMessage } = useErrorMessages()
  const translate = useCallback(
    (code: string) => (code === 'required' ? t('thread.messageRequired') : fieldMessage(code)),
    [t, fieldMessage],
  )
  const body = postedText(pageForm?.posted ?? null, 'body') ?? ''
  const form = useZodForm(messageSchema, { body }, { translate })
  const namedField = usePostedFieldErrors(form, pageForm?.error ?? null, translate)
  const failure = useSendFailure(write.error ?? (namedField ? null : (pageForm?.error ?? null)))
  const open = thread.openDateRequest

  const onSubmit = form.handleSubmit(async ({ body }) => {
    try {
      await write.mutateAsync(body.trim())
      form.reset({ body: '' })
    } catch {
      // the error shows below the box; the text stays
    }
  })

  return (
    <div className="space-y-4">
      <ol className="space-y-3" aria-label={t('thread.history')}>
        {thread.items.map((item, index) => (
          <Entry key={`${item.kind}-${item.at}-${index}`} item={item} viewer={viewer} />
        ))}
      </ol>
      {answer?.error ? <AnswerError error={answer.error} /> : null}
      {open && answer ? (
        <Alert variant="info" title={t('thread.openRequest')}>
          <p>
            {t('thread.event.dateRequest', {
              from: formatDate(open.fromStartDate, i18n.language),
              to: formatDate(open.startDate, i18n.language),
            })}
          </p>
          <div className="mt-2 flex gap-2">
            <Button
              size="sm"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ requestId: open.id, accept: true })}
            >
              {t('thread.accept')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ requestId: open.id, accept: false })}
            >
              {t('thread.decline')}
            </Button>
          </div>
        </Alert>
      ) : null}
      {thread.closed ? (
        <div data-testid="thread-closed">
          <Alert variant="info" title={t('thread.closedTitle')}>
            {t('thread.closed')}
          </Alert>
        </div>
      ) : (
        <form {...pageForm?.attributes} onSubmit={(event) => void onSubmit(event)} className="space-y-2" noValidate>
          {pageForm?.fields}
          <FormField
            control={form.control}
            name="body"
            label={t('thread.messageLabel')}
            hint={t('thread.messageHint', { max: MESSAGE_MAX_LENGTH })}
            otherError={failure}
          >
            {(bound) => <Textarea {...bound} maxLength={MESSAGE_MAX_LENGTH} rows={3} />}
          </FormField>
          <Button type="submit" disabled={write.isPending}>
            {write.isPending ? t('thread.sending') : t('thread.send')}
          </Button>
        </form>
      )}
    </div>
  )
}
