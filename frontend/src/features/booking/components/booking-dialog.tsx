import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { CheckCircle2, MapPin } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { BookingCreated, CurrencyCode, PackageDetail, PaymentMethod, SurfingLevel } from '@/api/types'
import { Alert, Button, Dialog, Field, Input, Select, Textarea } from '@/components/ui'
import { useSiteConfig } from '@/lib/config/site-config'
import { isLanguage } from '@/i18n/languages'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { formatDateTime, formatMoney, formatPlace, todayIso } from '@/lib/format'
import { cn } from '@/lib/ui/cn'
import { useSubmitBooking } from '../api/submit-booking'
import { countryOptions } from '../lib/countries'
import { stayOfSearch, withStay } from '../lib/prefill'
import {
  BOOKING_FIELDS,
  errorsFromServer,
  initialValues,
  newIdempotencyKey,
  peopleChoices,
  validateBooking,
  type BookingErrors,
  type BookingField,
  type BookingFormValues,
} from '../lib/form'
import { convert, DAY_CHOICES, type AddOnKey } from '../lib/pricing'
import { StartDateCalendar } from '@/features/availability/components/start-date-calendar'
import {
  DateUnavailableNotice,
  refusalReason,
  type DateRefusal,
} from '@/features/availability/components/date-unavailable-notice'
import { BookingSummary, BookingTotalBar, currencyOf, rateOf } from './booking-summary'

const LEVELS: SurfingLevel[] = ['beginner', 'intermediate', 'advanced']
const PAYMENTS: { value: PaymentMethod; key: 'bankTransfer' | 'paypal' | 'cash' }[] = [
  { value: 'bank-transfer', key: 'bankTransfer' },
  { value: 'paypal', key: 'paypal' },
  { value: 'cash', key: 'cash' },
]
const ADD_ON_TEXT: Record<AddOnKey, 'airportTransfer' | 'extraYoga' | 'surfPhotos'> = {
  'airport-transfer': 'airportTransfer',
  'extra-yoga': 'extraYoga',
  'surf-photos': 'surfPhotos',
}

export interface BookingDialogProps {
  open: boolean
  onClose: () => void
  pkg: PackageDetail
}

/**
 * "Book Your Surf Adventure": the form keeps its data while closed and after a failure; a new
 * form session (new Idempotency-Key) starts only after a successful booking is closed.
 */
export function BookingDialog({ open, onClose, pkg }: BookingDialogProps) {
  const { t } = useTranslation()
  // The stay the page's link asks for (the waitlist e-mail, a card found for a date): one reading of the URL.
  const { search } = useLocation()
  const stay = useMemo(() => stayOfSearch(search, todayIso(), pkg.maxPeople), [search, pkg.maxPeople])
  const firstValues = () => withStay(initialValues(pkg.durationDays, pkg.difficultyLevel), stay)
  // Held here, not in the form, so the traveller's input survives closing and reopening the dialog.
  const [values, setValues] = useState<BookingFormValues>(firstValues)
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const [created, setCreated] = useState<BookingCreated | null>(null)
  const [packageId, setPackageId] = useState(pkg.id)
  const [seenStay, setSeenStay] = useState(stay)
  if (packageId !== pkg.id) {
    setPackageId(pkg.id)
    setSeenStay(stay)
    setValues(firstValues())
    setIdempotencyKey(newIdempotencyKey())
    setCreated(null)
  } else if (seenStay !== stay) {
    // Another link to this package with other dates: its stay, and what was typed stays.
    setSeenStay(stay)
    setValues((current) => withStay(current, stay))
  }

  function close() {
    onClose()
    if (created) {
      // The next booking is a new form session with a new Idempotency-Key.
      setCreated(null)
      setValues(firstValues())
      setIdempotencyKey(newIdempotencyKey())
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={created ? t('booking.success.title') : t('booking.title')}
      description={created ? undefined : t('booking.subtitle')}
      className="sm:max-w-5xl!"
      bodyClassName={created ? undefined : 'pb-0!'}
    >
      {created ? (
        <BookingSuccess booking={created} packageName={pkg.name} email={values.email.trim()} onClose={close} />
      ) : (
        <BookingForm
          pkg={pkg}
          values={values}
          setValues={setValues}
          idempotencyKey={idempotencyKey}
          onCreated={setCreated}
        />
      )}
    </Dialog>
  )
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('min-w-0 space-y-4', className)}>
      <legend className="mb-3 text-base font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  )
}

export interface BookingFormProps {
  pkg: PackageDetail
  values: BookingFormValues
  setValues: React.Dispatch<React.SetStateAction<BookingFormValues>>
  idempotencyKey: string
  onCreated: (booking: BookingCreated) => void
}

export function BookingForm({ pkg, values, setValues, idempotencyKey, onCreated }: BookingFormProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const config = useSiteConfig().data
  const submit = useSubmitBooking()
  const { rateLimitMessage } = useErrorMessages()
  const [errors, setErrors] = useState<BookingErrors>({})
  const [banner, setBanner] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<DateRefusal | null>(null)
  const [placesLeft, setPlacesLeft] = useState<number | null>(null)
  const sending = useRef(false)
  const form = useRef<HTMLFormElement>(null)
  // ~250 options, made once per language: the form renders again on every keystroke, and React skips
  // elements it has already rendered (the same objects) instead of comparing each option again.
  const countries = useMemo(
    () =>
      countryOptions(lang).map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      )),
    [lang],
  )
  // The group stops at the places left on the chosen start date (the server checks again on submit).
  const people = peopleChoices(placesLeft === null ? pkg.maxPeople : Math.min(pkg.maxPeople, placesLeft))
  const currencies: CurrencyCode[] = config?.currencies.map((c) => c.code) ?? ['EUR']
  // Add-on prices in the chosen currency, converted like every amount of the quote.
  const currency = currencyOf(config, values.currency)
  const rate = rateOf(config, currency)
  const busy = submit.isPending

  function update<K extends BookingField>(name: K, value: BookingFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }

  function toggleAddOn(key: AddOnKey, on: boolean) {
    update('addOns', on ? [...values.addOns.filter((k) => k !== key), key] : values.addOns.filter((k) => k !== key))
  }

  function focusFirstError(found: BookingErrors) {
    const first = BOOKING_FIELDS.find((name) => found[name])
    if (!first) return
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus())
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending.current) return // a second click before the first render: same request, ignored
    const found = validateBooking(values)
    const paymentMethod = values.paymentMethod
    if (Object.keys(found).length > 0 || !paymentMethod) {
      setErrors(found)
      setBanner(null)
      focusFirstError(found)
      return
    }
    setErrors({})
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
          paymentMethod,
          specialRequests: values.specialRequests.trim() || null,
          language: isLanguage(lang) ? lang : 'en',
        },
      })
      onCreated(booking)
    } catch (error) {
      // The form stays open with every value; only the messages change.
      if (isApiError(error) && error.code === 'date_unavailable') {
        const reason = error.fields.startDate ?? 'full'
        setRefusal({ reason, nearest: error.nearestDates, startDate: values.startDate })
        setErrors({ startDate: 'dateUnavailable' })
        focusFirstError({ startDate: 'dateUnavailable' })
        return
      }
      if (isApiError(error) && error.code === 'stay_length') {
        setErrors({ numberOfDays: 'stayLength' })
        setBanner(t('booking.errors.checkFields'))
        focusFirstError({ numberOfDays: 'stayLength' })
        return
      }
      const byField = isApiError(error) && error.status < 500 ? errorsFromServer(error.fields) : {}
      if (Object.keys(byField).length > 0) {
        setErrors(byField)
        setBanner(t('booking.errors.checkFields'))
        focusFirstError(byField)
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
    } finally {
      sending.current = false
    }
  }

  const message = (name: BookingField) => {
    const key = errors[name]
    if (!key) return undefined
    if (key === 'tooManyPeople') return t('booking.errors.tooManyPeople', { count: pkg.maxPeople })
    if (key === 'dateUnavailable') return t(`availability.errors.reasons.${refusalReason(refusal?.reason)}`)
    if (key === 'stayLength') return t('availability.errors.stayLength')
    return t(`booking.errors.${key}`)
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined} data-testid="booking-form">
      {banner ? (
        <Alert variant="error" className="mb-5">
          {banner}
        </Alert>
      ) : null}
      {refusal ? (
        <DateUnavailableNotice
          refusal={refusal}
          packageId={pkg.id}
          days={values.numberOfDays}
          people={values.numberOfPeople}
          email={values.email.trim()}
          onPick={(date) => {
            update('startDate', date)
            setRefusal(null)
          }}
        />
      ) : null}
      <fieldset disabled={busy} className="grid min-w-0 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <Section title={t('booking.sections.personal')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('booking.fields.fullName')} required error={message('fullName')}>
                {(control) => (
                  <Input
                    {...control}
                    name="fullName"
                    autoComplete="name"
                    value={values.fullName}
                    onChange={(e) => update('fullName', e.target.value)}
                  />
                )}
              </Field>
              <Field label={t('booking.fields.email')} required error={message('email')}>
                {(control) => (
                  <Input
                    {...control}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    placeholder={t('auth.emailPlaceholder')}
                    value={values.email}
                    onChange={(e) => update('email', e.target.value)}
                  />
                )}
              </Field>
              <Field label={t('booking.fields.country')} required error={message('country')}>
                {(control) => (
                  <Select
                    {...control}
                    name="country"
                    autoComplete="country"
                    value={values.country}
                    onChange={(e) => update('country', e.target.value)}
                  >
                    <option value="">{t('booking.fields.countryPlaceholder')}</option>
                    {countries}
                  </Select>
                )}
              </Field>
              <Field
                label={t('booking.fields.phone')}
                required
                error={message('phoneNumber')}
                hint={t('booking.fields.phoneHint')}
              >
                {(control) => (
                  <Input
                    {...control}
                    name="phoneNumber"
                    type="tel"
                    autoComplete="tel"
                    value={values.phoneNumber}
                    onChange={(e) => update('phoneNumber', e.target.value)}
                  />
                )}
              </Field>
            </div>
          </Section>

          <Section title={t('booking.sections.package')}>
            <div
              className="flex items-start gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-4"
              data-testid="selected-package"
            >
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">{pkg.name}</p>
                <p className="flex items-center gap-1 text-slate-600">
                  <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
                  {pkg.camp.name} · {formatPlace(pkg.camp.locationKey, lang)}
                </p>
                <p className="mt-1 text-slate-700">
                  {formatMoney(pkg.price, pkg.currency, lang)} · {t('booking.daysOption', { count: pkg.durationDays })}{' '}
                  · {t('packageDetail.perPerson')}
                </p>
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('booking.fields.days')} error={message('numberOfDays')}>
                {(control) => (
                  <Select
                    {...control}
                    name="numberOfDays"
                    value={values.numberOfDays}
                    onChange={(e) => update('numberOfDays', Number(e.target.value))}
                  >
                    {DAY_CHOICES.map((days) => (
                      <option key={days} value={days}>
                        {t('booking.daysOption', { count: days })}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label={t('booking.fields.people')} error={message('numberOfPeople')}>
                {(control) => (
                  <Select
                    {...control}
                    name="numberOfPeople"
                    value={values.numberOfPeople}
                    onChange={(e) => update('numberOfPeople', Number(e.target.value))}
                  >
                    {people.map((n) => (
                      <option key={n} value={n}>
                        {t('booking.peopleOption', { count: n })}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field
                label={t('booking.fields.startDate')}
                required
                error={message('startDate')}
                className="sm:col-span-2"
              >
                {(control) => (
                  <div className="space-y-3">
                    <Input
                      {...control}
                      name="startDate"
                      type="date"
                      min={todayIso()}
                      value={values.startDate}
                      onChange={(e) => update('startDate', e.target.value)}
                      className="sm:max-w-xs"
                    />
                    <StartDateCalendar
                      packageId={pkg.id}
                      days={values.numberOfDays}
                      people={values.numberOfPeople}
                      value={values.startDate}
                      onChange={(date) => update('startDate', date)}
                      onPlacesLeft={setPlacesLeft}
                    />
                  </div>
                )}
              </Field>
              <Field label={t('booking.fields.level')} error={message('surfingLevel')}>
                {(control) => (
                  <Select
                    {...control}
                    name="surfingLevel"
                    value={values.surfingLevel}
                    onChange={(e) => update('surfingLevel', e.target.value as SurfingLevel)}
                  >
                    {LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {t(`levels.${level}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </div>
          </Section>

          {pkg.addOns.length > 0 ? (
            <Section title={t('booking.sections.addOns')}>
              <div className="grid gap-3 sm:grid-cols-3">
                {pkg.addOns.map((addOn) => {
                  const text = ADD_ON_TEXT[addOn.key]
                  const price = formatMoney(convert(addOn.price, rate), currency, lang)
                  const checked = values.addOns.includes(addOn.key)
                  return (
                    <label
                      key={addOn.key}
                      className={cn(
                        'flex cursor-pointer gap-3 rounded-2xl border p-3.5 text-sm transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ocean-500/40',
                        checked ? 'border-ocean-500 bg-ocean-50' : 'border-slate-200 bg-white hover:border-ocean-300',
                      )}
                    >
                      <input
                        type="checkbox"
                        name="addOns"
                        value={addOn.key}
                        checked={checked}
                        onChange={(e) => toggleAddOn(addOn.key, e.target.checked)}
                        className="mt-0.5 h-4 w-4 shrink-0 accent-ocean-700"
                      />
                      <span>
                        <span className="block font-semibold text-slate-900">{t(`booking.addOns.${text}`)}</span>
                        <span className="block text-slate-600">{t(`booking.addOns.${text}Price`, { price })}</span>
                      </span>
                    </label>
                  )
                })}
              </div>
              {errors.addOns ? <p className="text-sm font-medium text-red-700">{message('addOns')}</p> : null}
            </Section>
          ) : null}

          <Section title={t('booking.sections.requests')}>
            <Field label={t('booking.fields.requests')} optional error={message('specialRequests')}>
              {(control) => (
                <Textarea
                  {...control}
                  name="specialRequests"
                  rows={3}
                  maxLength={2000}
                  value={values.specialRequests}
                  onChange={(e) => update('specialRequests', e.target.value)}
                />
              )}
            </Field>
          </Section>

          <div className="grid gap-8 sm:grid-cols-[auto_minmax(0,1fr)]">
            <Section title={t('booking.sections.currency')}>
              <div
                role="radiogroup"
                aria-label={t('booking.fields.currency')}
                className="inline-flex rounded-full border border-slate-200 bg-white p-1"
              >
                {currencies.map((code) => (
                  <label
                    key={code}
                    className={cn(
                      'cursor-pointer rounded-full px-4 py-2 text-sm font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ocean-500/40',
                      values.currency === code ? 'bg-ocean-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <input
                      type="radio"
                      name="currency"
                      value={code}
                      checked={values.currency === code}
                      onChange={() => update('currency', code)}
                      className="sr-only"
                    />
                    {code} {config?.currencies.find((c) => c.code === code)?.symbol}
                  </label>
                ))}
              </div>
            </Section>

            <Section title={t('booking.sections.payment')}>
              <div
                role="radiogroup"
                aria-label={t('booking.sections.payment')}
                aria-invalid={errors.paymentMethod ? true : undefined}
                aria-describedby={errors.paymentMethod ? 'payment-error' : undefined}
                className="grid gap-2"
              >
                {PAYMENTS.map(({ value, key }) => (
                  <label
                    key={value}
                    className={cn(
                      'flex cursor-pointer gap-3 rounded-2xl border p-3 text-sm has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ocean-500/40',
                      values.paymentMethod === value
                        ? 'border-ocean-500 bg-ocean-50'
                        : errors.paymentMethod
                          ? 'border-red-400 bg-white'
                          : 'border-slate-200 bg-white hover:border-ocean-300',
                    )}
                  >
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={value}
                      checked={values.paymentMethod === value}
                      onChange={() => update('paymentMethod', value)}
                      className="mt-0.5 h-4 w-4 shrink-0 accent-ocean-700"
                    />
                    <span>
                      <span className="block font-semibold text-slate-900">{t(`booking.payment.${key}`)}</span>
                      <span className="block text-slate-600">{t(`booking.payment.${key}Text`)}</span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.paymentMethod ? (
                <p id="payment-error" className="text-sm font-medium text-red-700">
                  {message('paymentMethod')}
                </p>
              ) : null}
            </Section>
          </div>
        </div>

        <BookingSummary pkg={pkg} values={values} config={config} />
      </fieldset>
      <BookingTotalBar pkg={pkg} values={values} config={config}>
        <Button type="submit" variant="accent" size="lg" className="shrink-0" loading={busy}>
          {busy ? t('booking.submitting') : t('booking.submit')}
        </Button>
      </BookingTotalBar>
    </form>
  )
}

function BookingSuccess({
  booking,
  packageName,
  email,
  onClose,
}: {
  booking: BookingCreated
  packageName: string
  email: string
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const config = useSiteConfig().data
  return (
    <div className="mx-auto max-w-xl space-y-5 py-2 text-center" role="status" data-testid="booking-success">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
      </span>
      <dl className="grid gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-5 text-left sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('booking.success.reference')}
          </dt>
          <dd className="font-mono text-xl font-bold text-slate-900" data-testid="booking-reference">
            {booking.bookingReference}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('booking.success.amount')}
          </dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="booking-amount">
            {formatMoney(booking.amount, booking.currency, i18n.language)}
          </dd>
          {booking.currency !== 'EUR' ? (
            <dd className="text-xs text-slate-500">
              {t('booking.success.amountEur', { amount: formatMoney(booking.amountEur, 'EUR', i18n.language) })}
            </dd>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <dt className="sr-only">{t('booking.summary.package')}</dt>
          <dd className="text-sm text-slate-700">
            {packageName} · {booking.campName}
          </dd>
        </div>
      </dl>
      {/* Whether the request holds its places (the server's hold limits): never promised when it does not. */}
      <p className="text-slate-700" data-testid="success-hold">
        {booking.placesHeldUntil
          ? t('booking.success.held', { time: formatDateTime(booking.placesHeldUntil, i18n.language) })
          : t('booking.success.notHeld')}
      </p>
      {config ? (
        <p className="text-slate-700" data-testid="success-promise">
          {t('booking.success.promise', { hours: config.confirmationHours })}
        </p>
      ) : null}
      {email ? <p className="text-sm text-slate-600">{t('booking.success.email', { email })}</p> : null}
      <Button size="lg" onClick={onClose} className="min-w-40">
        {t('booking.success.close')}
      </Button>
    </div>
  )
}
