import { useWatch } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import type { Language } from '@/i18n/languages'
import type { MyBooking } from '@/api/types'
import { TextField, TextareaField } from '@/components/forms/form-fields'
import { Alert, Button } from '@/components/ui'
import { useLastStartDate } from '@/lib/config/site-config'
import { usePageForm } from '@/lib/forms/page-form'
import { z } from '@/lib/forms/zod'
import { requiredText } from '@/lib/forms/zod-form'
import { addDays, todayIso } from '@/lib/format'
import { useHydrated } from '@/lib/ssr/prerendered'
import { useRequestMyBookingDates } from '../api/change-my-booking'
import { MyBookingFormFields, myBookingAction } from '../lib/page-form'

const datesSchema = z.object({ startDate: requiredText, note: z.string() })

/**
 * The traveller asks the camp for another start day (same length); the day the server refuses says why under
 * it. Without a script the form posts to the page (lib/page-form.tsx).
 */
export function DatesForm({ booking, token, lang }: { booking: MyBooking; token: string; lang: Language }) {
  const { t } = useTranslation()
  const ask = useRequestMyBookingDates()
  const { lastStart } = useLastStartDate()
  const { form, failure, props } = usePageForm(
    'myBookingDates',
    datesSchema,
    { startDate: '', note: '' },
    {
      send: ({ startDate, note }) => ask.mutateAsync({ token, lang, startDate, note: note.trim() || null }),
      failureOf: () => t('myBooking.moveDates.failed'),
      action: myBookingAction(token),
    },
  )
  const startDate = useWatch({ control: form.control, name: 'startDate' })
  // Before the script runs the browser checks nothing: the button stays usable.
  const hydrated = useHydrated()

  if (booking.thread.openDateRequest) return <Alert variant="info">{t('myBooking.moveDates.waiting')}</Alert>
  return (
    <form {...props} className="space-y-3">
      <MyBookingFormFields name="myBookingDates" token={token} />
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
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Button type="submit" variant="outline" disabled={ask.isPending || (hydrated && !startDate)}>
        {t('myBooking.moveDates.submit')}
      </Button>
    </form>
  )
}
