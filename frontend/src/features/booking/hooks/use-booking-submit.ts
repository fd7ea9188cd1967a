import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { BookingCreated, PackageDetail, PaymentMethod } from '@/api/types'
import { isLanguage } from '@/i18n/languages'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { refusalReason, type DateRefusal } from '@/features/availability/components/date-unavailable-notice'
import { useSubmitBooking } from '../api/submit-booking'
import { BOOKING_FIELDS, type BookingField, type BookingFormValues } from '../lib/form'
import { useBookingErrorText, type BookingFormApi } from './use-booking-form'

/**
 * Sends the booking form with the session's Idempotency-Key. A failure never clears what was typed:
 * the server's field errors go under their fields (one mapping, applyServerErrors), the first on
 * screen takes the focus, anything else is said in the banner.
 */
export function useBookingSubmit({
  form,
  pkg,
  idempotencyKey,
  onCreated,
  postedError,
}: {
  postedError?: unknown
  form: BookingFormApi
  pkg: PackageDetail
  idempotencyKey: string
  onCreated: (booking: BookingCreated) => void
}) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const submit = useSubmitBooking()
  const { rateLimitMessage } = useErrorMessages()
  const { text, refused } = useBookingErrorText(pkg.maxPeople)
  const sending = useRef(false)

  // The fields are disabled while sending: the focus waits for the render that enables them again.
  function focusFirst(named: string[]) {
    const first = BOOKING_FIELDS.find((name) => named.includes(name))
    if (first) requestAnimationFrame(() => form.setFocus(first))
  }

  type Verdict = { banner: string | null; refusal: DateRefusal | null; fields: [string, string, string][] }

  /** What a refusal shows: the banner, the date refusal's notice, and each field's error (type, text). */
  function verdictOf(error: unknown, values: BookingFormValues): Verdict {
    const verdict: Verdict = { banner: null, refusal: null, fields: [] }
    if (isApiError(error) && error.code === 'date_unavailable') {
      const reason = error.fields.startDate ?? 'full'
      verdict.refusal = { reason, nearest: error.nearestDates, startDate: values.startDate }
      verdict.fields.push(['startDate', error.code, t(`availability.errors.reasons.${refusalReason(reason)}`)])
      return verdict
    }
    if (isApiError(error) && error.code === 'stay_length') {
      verdict.banner = t('booking.errors.checkFields')
      verdict.fields.push(['numberOfDays', error.code, text('stayLength')])
      return verdict
    }
    if (isApiError(error) && error.status < 500) {
      applyServerErrors(error, (field, { type, message }) => verdict.fields.push([field, type, message ?? '']), {
        getValues: () => values,
        translate: refused,
      })
    }
    if (verdict.fields.length > 0) verdict.banner = t('booking.errors.checkFields')
    else if (isApiError(error) && error.code === 'idempotency_key_reused')
      verdict.banner = t('booking.errors.alreadySent')
    else if (isApiError(error) && error.code === 'package_not_found')
      verdict.banner = t('booking.errors.packageUnavailable')
    else if (isApiError(error) && error.code === 'form_expired') verdict.banner = t('booking.errors.formExpired')
    else if (isApiError(error) && (error.status === 503 || error.code === 'service_unavailable'))
      verdict.banner = t('booking.errors.unavailable')
    else if (isApiError(error) && error.isNetwork) verdict.banner = t('booking.errors.network')
    else verdict.banner = rateLimitMessage(error) ?? t('booking.errors.failed')
    return verdict
  }

  function putErrors(verdict: Verdict) {
    for (const [field, type, message] of verdict.fields) form.setError(field as BookingField, { type, message })
  }

  // A form the server rendered again after a post without a script (lib/forms/posted-form.tsx): its
  // refusal is in the form from the first render (the fields read their errors as they render).
  const [posted] = useState(() => {
    if (!postedError) return null
    const verdict = verdictOf(postedError, form.getValues())
    putErrors(verdict)
    return verdict
  })
  const [banner, setBanner] = useState<string | null>(posted?.banner ?? null)
  const [refusal, setRefusal] = useState<DateRefusal | null>(posted?.refusal ?? null)

  function failed(error: unknown, values: BookingFormValues) {
    const verdict = verdictOf(error, values)
    setBanner(verdict.banner)
    setRefusal(verdict.refusal)
    putErrors(verdict)
    focusFirst(verdict.fields.map(([field]) => field))
  }

  async function send(values: BookingFormValues) {
    if (sending.current) return // a second click before the first render: same request, ignored
    setBanner(null)
    setRefusal(null)
    sending.current = true
    try {
      const booking = await submit.mutateAsync({
        idempotencyKey,
        body: {
          packageId: pkg.id,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          country: values.country,
          phoneNumber: values.phoneNumber.trim(),
          campName: pkg.camp.name,
          startDate: values.startDate,
          numberOfDays: values.numberOfDays,
          numberOfPeople: values.numberOfPeople,
          surfingLevel: values.surfingLevel,
          addOns: values.addOns,
          currency: values.currency,
          paymentMethod: values.paymentMethod as PaymentMethod, // never '': the schema requires one
          specialRequests: values.specialRequests.trim() || null,
          language: isLanguage(lang) ? lang : 'en',
        },
      })
      onCreated(booking)
    } catch (error) {
      failed(error, values)
    } finally {
      sending.current = false
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(send, () => setBanner(null))(event)

  return { onSubmit, busy: submit.isPending, banner, refusal, clearRefusal: () => setRefusal(null) }
}
