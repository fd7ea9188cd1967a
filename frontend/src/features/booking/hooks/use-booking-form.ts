import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import type { BookingCreated, PackageDetail } from '@/api/types'
import { useZodForm } from '@/lib/forms/zod-form'
import { todayIso } from '@/lib/format'
import {
  bookingSchema,
  initialValues,
  newIdempotencyKey,
  serverFieldError,
  type BookingErrorKey,
  type BookingField,
  type BookingFormValues,
  withPosted,
} from '../lib/form'
import { stayOfSearch, withStay } from '../lib/prefill'

export type BookingFormApi = UseFormReturn<BookingFormValues>

/** The text under a field for a key of booking.errors (the group size names the package's limit). */
export function useBookingErrorText(maxPeople: number) {
  const { t } = useTranslation()
  const text = useCallback(
    (key: BookingErrorKey) =>
      key === 'tooManyPeople'
        ? t('booking.errors.tooManyPeople', { count: maxPeople })
        : key === 'stayLength'
          ? t('availability.errors.stayLength')
          : t(`booking.errors.${key as Exclude<BookingErrorKey, 'dateUnavailable' | 'stayLength'>}`),
    [t, maxPeople],
  )
  // The schema's codes are keys already; a server's code is read for the field it names.
  const checked = useCallback((code: string) => text(code as BookingErrorKey), [text])
  const refused = useCallback(
    (code: string, field: string) => text(serverFieldError(field as BookingField, code)),
    [text],
  )
  return { text, checked, refused }
}

/**
 * One booking form session of a package: the values (kept while the dialog is closed and after any
 * failure), its Idempotency-Key and the booking it made. A new session, with a new key, starts only
 * when a successful booking is closed. The stay a link names (?start=&days=&people=) fills its fields.
 */
export function useBookingSession(pkg: PackageDetail, posted?: Record<string, string | string[]>) {
  const { search } = useLocation()
  const stay = useMemo(() => stayOfSearch(search, todayIso(), pkg.maxPeople), [search, pkg.maxPeople])
  const freshValues = () => withStay(initialValues(pkg.durationDays, pkg.difficultyLevel), stay)
  // What a form posted without a script carried, when the server rendered it again (posted-form.tsx).
  const [postedValues] = useState(() => (posted ? withPosted(freshValues(), posted) : null))
  const firstValues = () => postedValues ?? freshValues()
  const { checked } = useBookingErrorText(pkg.maxPeople)
  const form = useZodForm(bookingSchema, firstValues(), { translate: checked })
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const [created, setCreated] = useState<BookingCreated | null>(null)

  // Another link to this package with other dates: its stay, and what was typed stays.
  const shownStay = useRef(stay)
  useEffect(() => {
    if (shownStay.current === stay) return
    shownStay.current = stay
    const current = form.getValues()
    form.reset(withStay(current, stay), { keepErrors: true })
  }, [stay, form])

  /** After the dialog closed: a booking made ends the session. */
  function closed() {
    if (!created) return
    setCreated(null)
    form.reset(freshValues())
    setIdempotencyKey(newIdempotencyKey())
  }

  return { form, idempotencyKey, created, setCreated, closed }
}
