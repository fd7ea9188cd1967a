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
}: {
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
  const [banner, setBanner] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<DateRefusal | null>(null)
  const sending = useRef(false)

  // The fields are disabled while sending: the focus waits for the render that enables them again.
  function focusFirst(named: string[]) {
    const first = BOOKING_FIELDS.find((name) => named.includes(name))
    if (first) requestAnimationFrame(() => form.setFocus(first))
  }

  function put(field: BookingField, type: string, message: string) {
    form.setError(field, { type, message })
    focusFirst([field])
  }

  function failed(error: unknown, values: BookingFormValues) {
    if (isApiError(error) && error.code === 'date_unavailable') {
      const reason = error.fields.startDate ?? 'full'
      setRefusal({ reason, nearest: error.nearestDates, startDate: values.startDate })
      return put('startDate', error.code, t(`availability.errors.reasons.${refusalReason(reason)}`))
    }
    if (isApiError(error) && error.code === 'stay_length') {
      setBanner(t('booking.errors.checkFields'))
      return put('numberOfDays', error.code, text('stayLength'))
    }
    const named =
      isApiError(error) && error.status < 500
        ? applyServerErrors(error, form.setError, { getValues: form.getValues, translate: refused })
        : []
    if (named.length > 0) {
      setBanner(t('booking.errors.checkFields'))
      focusFirst(named)
    } else if (isApiError(error) && error.code === 'idempotency_key_reused') {
      setBanner(t('booking.errors.alreadySent'))
    } else if (isApiError(error) && error.code === 'package_not_found') {
      setBanner(t('booking.errors.packageUnavailable'))
    } else if (isApiError(error) && (error.status === 503 || error.code === 'service_unavailable')) {
      setBanner(t('booking.errors.unavailable'))
    } else if (isApiError(error) && error.isNetwork) {
      setBanner(t('booking.errors.network'))
    } else {
      setBanner(rateLimitMessage(error) ?? t('booking.errors.failed'))
    }
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
