import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import type { Language } from '@/i18n/languages'
import type { MyBooking } from '@/api/types'
import { TextField, TextareaField } from '@/components/forms/form-fields'
import { Alert, Button } from '@/components/ui'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useLastStartDate } from '@/lib/config/site-config'
import { postedValues, usePostedFieldErrors } from '@/lib/forms/posted-form'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { z } from '@/lib/forms/zod'
import { requiredText, useZodForm } from '@/lib/forms/zod-form'
import { addDays, todayIso } from '@/lib/format'
import { useHydrated } from '@/lib/ssr/prerendered'
import { useRequestMyBookingDates } from '../api/change-my-booking'
import { useMyBookingPageForm } from '../lib/page-form'

const datesSchema = z.object({ startDate: requiredText, note: z.string() })
type DatesValues = z.infer<typeof datesSchema>

/**
 * The traveller asks the camp for another start day (same length); the day the server refuses says why under
 * it. Without a script the form posts to the page (lib/page-form.tsx).
 */
export function DatesForm({ booking, token, lang }: { booking: MyBooking; token: string; lang: Language }) {
  const { t } = useTranslation()
  const ask = useRequestMyBookingDates()
  const { fieldMessage } = useErrorMessages()
  const { lastStart } = useLastStartDate()
  const page = useMyBookingPageForm('myBookingDates', token)
  const form = useZodForm(datesSchema, postedValues(page.posted, { startDate: '', note: '' }), {
    translate: fieldMessage,
  })
  const namedField = usePostedFieldErrors(form, page.error, fieldMessage)
  const startDate = useWatch({ control: form.control, name: 'startDate' })
  const [failed, setFailed] = useState(page.error !== null && !namedField)
  // Before the script runs the browser checks nothing: the button stays usable.
  const hydrated = useHydrated()

  function submit({ startDate, note }: DatesValues) {
    setFailed(false)
    ask.mutate(
      { token, lang, startDate, note: note.trim() || null },
      { onError: (error) => setFailed(!setServerFieldErrors(error, form, fieldMessage)) },
    )
  }

  if (booking.thread.openDateRequest) return <Alert variant="info">{t('myBooking.moveDates.waiting')}</Alert>
  return (
    <form {...page.attributes} className="space-y-3" onSubmit={form.handleSubmit(submit)} noValidate>
      {page.fields}
      <p className="text-sm text-slate-600">{t('myBooking.moveDates.intro')}</p>
      <TextField
        control={form.control}
        name="startDate"
        label={t('myBooking.moveDates.startDate')}
        required
        type="date"
        min={addDays(todayIso(), 1)}
        max={lastStart}
      />
      <TextareaField
        control={form.control}
        name="note"
        label={t('myBooking.moveDates.note')}
        rows={2}
        maxLength={500}
      />
      {failed ? <Alert variant="error">{t('myBooking.moveDates.failed')}</Alert> : null}
      <Button type="submit" variant="outline" disabled={ask.isPending || (hydrated && !startDate)}>
        {t('myBooking.moveDates.submit')}
      </Button>
    </form>
  )
}
