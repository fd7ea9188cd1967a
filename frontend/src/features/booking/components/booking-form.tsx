import { useWatch, type Control } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import type { BookingCreated, PackageDetail, SiteConfig } from '@/api/types'
import { Alert, Button } from '@/components/ui'
import { useSiteConfig } from '@/lib/config/site-config'
import { DateUnavailableNotice, type DateRefusal } from '@/features/availability/components/date-unavailable-notice'
import { useLocalizedPath } from '@/i18n/routing'
import { packageBookingPath } from '@/lib/config/paths'
import { PageFormFields, usePageFormAttributes } from '@/lib/forms/posted-form'
import type { BookingFormValues } from '../lib/form'
import type { BookingFormApi } from '../hooks/use-booking-form'
import { useBookingSubmit } from '../hooks/use-booking-submit'
import { BookingContactSection } from './booking-contact-section'
import { BookingAddOnsSection, BookingRequestsSection } from './booking-extras-section'
import { BookingPaymentSections } from './booking-payment-section'
import { BookingStaySection } from './booking-stay-section'
import { BookingSummary, BookingTotalBar } from './booking-summary'

export interface BookingFormProps {
  pkg: PackageDetail
  form: BookingFormApi
  idempotencyKey: string
  onCreated: (booking: BookingCreated) => void
  /** The refusal of a post made without a script, which the server rendered this page again for. */
  postedError?: unknown
  /** The one-time token the server gave the form, posted back without a script (its Idempotency-Key). */
  token?: string | null
}

type Live = { control: Control<BookingFormValues>; pkg: PackageDetail; config: SiteConfig | undefined }

// The parts that follow every value watch the form themselves, so a keystroke renders them and the
// field typed in, not the whole form (the country list among it).
function LiveSummary({ control, ...props }: Live) {
  return <BookingSummary {...props} values={useWatch({ control }) as BookingFormValues} />
}

function LiveTotalBar({ control, children, ...props }: Live & { children: React.ReactNode }) {
  return (
    <BookingTotalBar {...props} values={useWatch({ control }) as BookingFormValues}>
      {children}
    </BookingTotalBar>
  )
}

function RefusalNotice({
  control,
  pkg,
  refusal,
  onPick,
}: Pick<Live, 'control' | 'pkg'> & { refusal: DateRefusal; onPick: (date: string) => void }) {
  const [days, people, email] = useWatch({ control, name: ['numberOfDays', 'numberOfPeople', 'email'] })
  return (
    <DateUnavailableNotice
      refusal={refusal}
      packageId={pkg.id}
      days={days}
      people={people}
      email={email.trim()}
      onPick={onPick}
    />
  )
}

/** The booking request form: its sections, the live summary, and the total with the submit button. */
export function BookingForm({ pkg, form, idempotencyKey, onCreated, postedError, token }: BookingFormProps) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  const config = useSiteConfig().data
  const { onSubmit, busy, banner, refusal, clearRefusal } = useBookingSubmit({
    form,
    pkg,
    idempotencyKey,
    onCreated,
    postedError,
  })
  const { control } = form
  // Without a script the browser posts it to the booking page, which the server answers (posted-form.tsx).
  const page = usePageFormAttributes(lp(packageBookingPath(pkg.id)))
  return (
    <form {...page} noValidate onSubmit={onSubmit} aria-busy={busy || undefined} data-testid="booking-form">
      <PageFormFields name="booking" token={token} />
      {banner ? (
        <Alert variant="error" className="mb-5">
          {banner}
        </Alert>
      ) : null}
      {refusal ? (
        <RefusalNotice
          control={control}
          pkg={pkg}
          refusal={refusal}
          onPick={(date) => {
            form.setValue('startDate', date, { shouldValidate: true })
            clearRefusal()
          }}
        />
      ) : null}
      <fieldset disabled={busy} className="grid min-w-0 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <BookingContactSection control={control} />
          <BookingStaySection control={control} pkg={pkg} />
          <BookingAddOnsSection control={control} pkg={pkg} config={config} />
          <BookingRequestsSection control={control} />
          <BookingPaymentSections control={control} config={config} />
        </div>
        <LiveSummary control={control} pkg={pkg} config={config} />
      </fieldset>
      <LiveTotalBar control={control} pkg={pkg} config={config}>
        <Button type="submit" variant="accent" size="lg" className="shrink-0" loading={busy}>
          {busy ? t('booking.submitting') : t('booking.submit')}
        </Button>
      </LiveTotalBar>
    </form>
  )
}
