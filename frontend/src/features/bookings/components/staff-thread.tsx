import { useTranslation } from '@/i18n/react'
import { Alert, Spinner } from '@/components/ui'
import { useAnswerDateRequest, useBookingThread, useWriteBookingMessage } from '../api/booking-thread'
import type { BookingScope } from '../api/keys'
import { BookingThread } from './booking-thread'

/**
 * A booking's thread as the camp (owner scope) or the team (admin scope) reads it: every status move
 * (who, when, from, to, reason), the messages and date requests; reading marks it read; they write and answer.
 */
export function StaffThread({ scope, bookingId }: { scope: BookingScope; bookingId: number }) {
  const { t } = useTranslation()
  const thread = useBookingThread(scope, bookingId)
  const write = useWriteBookingMessage(scope, bookingId)
  const answer = useAnswerDateRequest(scope, bookingId)
  if (thread.isPending) return <Spinner />
  if (thread.isError) return <Alert variant="error">{t('thread.loadFailed')}</Alert>
  return (
    <div data-testid={scope === 'owner' ? 'owner-thread' : 'admin-thread'}>
      <BookingThread thread={thread.data} viewer={scope === 'owner' ? 'camp' : 'team'} write={write} answer={answer} />
    </div>
  )
}
