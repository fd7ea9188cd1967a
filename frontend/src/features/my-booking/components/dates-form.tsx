import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import type { Language } from '@/i18n/languages'
import type { MyBooking } from '@/api/types'
import { Alert, Button, Field, Input, Textarea } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useLastStartDate } from '@/lib/config/site-config'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { z } from '@/lib/forms/zod'
import { errorTextOf, requiredText, useZodForm } from '@/lib/forms/zod-form'
import { addDays, todayIso } from '@/lib/format'
import { useRequestMyBookingDates } from '../api/change-my-booking'

const datesSchema = z.object({ startDate: requiredText, note: z.string() })
type DatesValues = z.infer<typeof datesSchema>

/** The traveller asks the camp for another start day (same length); the day the server refuses says why under it. */
export function DatesForm({ booking, token, lang }: { booking: MyBooking; token: string; lang: Language }) {
  const { t } = useTranslation()
  const ask = useRequestMyBookingDates()
  const { fieldMessage } = useErrorMessages()
  const { lastStart } = useLastStartDate()
  const form = useZodForm(datesSchema, { startDate: '', note: '' })
  const errorOf = errorTextOf(form.formState.errors, fieldMessage)
  const startDate = useWatch({ control: form.control, name: 'startDate' })
  const [failed, setFailed] = useState(false)

  function submit({ startDate, note }: DatesValues) {
    setFailed(false)
    ask.mutate(
      { token, lang, startDate, note: note.trim() || null },
      { onError: (error) => setFailed(!setServerFieldErrors(error, form)) },
    )
  }

  if (booking.thread.openDateRequest) return <Alert variant="info">{t('myBooking.moveDates.waiting')}</Alert>
  return (
    <form className="space-y-3" onSubmit={form.handleSubmit(submit)} noValidate>
      <p className="text-sm text-slate-600">{t('myBooking.moveDates.intro')}</p>
      <Field label={t('myBooking.moveDates.startDate')} required error={errorOf('startDate')}>
        {(props) => (
          <Input {...props} type="date" min={addDays(todayIso(), 1)} max={lastStart} {...form.register('startDate')} />
        )}
      </Field>
      <Field label={t('myBooking.moveDates.note')} error={errorOf('note')}>
        {(props) => <Textarea {...props} rows={2} maxLength={500} {...form.register('note')} />}
      </Field>
      {failed ? <Alert variant="error">{t('myBooking.moveDates.failed')}</Alert> : null}
      <Button type="submit" variant="outline" disabled={ask.isPending || !startDate}>
        {t('myBooking.moveDates.submit')}
      </Button>
    </form>
  )
}
