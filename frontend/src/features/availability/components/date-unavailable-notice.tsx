import { useState } from 'react'
import { isLanguage } from '@/i18n/languages'
import { useTranslation } from '@/i18n/react'
import { Alert, Button } from '@/components/ui'
import { formatDate } from '@/lib/format'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useSentWithoutScript } from '@/lib/forms/posted-form'
import { useJoinWaitlist } from '../api/join-waitlist'

export interface DateRefusal {
  /** The server's reason: full, closed, blocked, too_soon, not_start_day. */
  reason: string
  nearest: string[]
  startDate: string
}

export interface DateUnavailableNoticeProps {
  refusal: DateRefusal
  packageId: number
  days: number
  people: number
  email: string
  onPick: (date: string) => void
}

const REASONS = ['full', 'closed', 'blocked', 'too_soon', 'not_start_day'] as const
export type RefusalReason = (typeof REASONS)[number]

/** A reason the client has words for ('full' for any other). */
export function refusalReason(reason: string | undefined): RefusalReason {
  return (REASONS as readonly string[]).includes(reason ?? '') ? (reason as RefusalReason) : 'full'
}

/**
 * The answer to a start date that became unavailable while the form was open: why, the nearest
 * dates that are available for the same stay (one click takes one), and, when it is full, an
 * opt-in to be told by e-mail if places free up (once the address confirms it from the e-mail we send).
 */
export function DateUnavailableNotice({ refusal, packageId, days, people, email, onPick }: DateUnavailableNoticeProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const waitlist = useJoinWaitlist()
  const { rateLimitMessage } = useErrorMessages()
  const [joined, setJoined] = useState(useSentWithoutScript('waitlist'))
  const reason = refusalReason(refusal.reason)
  return (
    <div data-testid="date-unavailable">
      <Alert variant="error" className="mb-5">
        <p className="font-semibold">{t(`availability.errors.reasons.${reason}`)}</p>
        {refusal.nearest.length > 0 ? (
          <div className="mt-2">
            <p>{t('availability.errors.nearest')}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {refusal.nearest.map((date) => (
                <li key={date}>
                  <Button type="button" size="sm" variant="outline" onClick={() => onPick(date)}>
                    {t('availability.errors.pick', {
                      date: formatDate(date, lang, { weekday: 'short', day: 'numeric', month: 'short' }),
                    })}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-2">{t('availability.errors.noNearest')}</p>
        )}
        {reason === 'full' && email.includes('@') ? (
          <div className="mt-3">
            {joined ? (
              <p role="status">{t('availability.errors.waitlistDone')}</p>
            ) : (
              // Inside the booking form: without a script it sends that form as the waitlist's (same
              // fields), which the server reads from the button's name (backend/app/seo/forms.py).
              <Button
                type="submit"
                name="_form"
                value="waitlist"
                size="sm"
                variant="ghost"
                disabled={waitlist.isPending}
                onClick={(event) => {
                  event.preventDefault()
                  waitlist.mutate(
                    {
                      packageId,
                      startDate: refusal.startDate,
                      numberOfDays: days,
                      numberOfPeople: people,
                      email,
                      language: isLanguage(lang) ? lang : 'en',
                    },
                    { onSuccess: () => setJoined(true) },
                  )
                }}
              >
                {t('availability.errors.waitlist')}
              </Button>
            )}
            {waitlist.isError ? (
              <p role="alert">{rateLimitMessage(waitlist.error) ?? t('availability.errors.waitlistFailed')}</p>
            ) : null}
          </div>
        ) : null}
      </Alert>
    </div>
  )
}
