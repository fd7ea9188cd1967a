import { Link } from 'react-router'
import { ChevronLeft } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { BookingCreated, PackageDetail } from '@/api/types'
import { Alert } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { packagePath } from '@/lib/config/paths'
import { usePostedForm, useSentWithoutScript } from '@/lib/forms/posted-form'
import { useBookingSession } from '../hooks/use-booking-form'
import { BookingForm } from './booking-form'
import { BookingSuccess } from './booking-success'

/**
 * The booking form as a page of its own (/packages/:id/book loaded from the server): the dialog's form
 * and success view, which work without JavaScript (lib/forms/posted-form.tsx, backend/app/seo/forms.py).
 */
export function BookingPage({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  const { posted, error } = usePostedForm('booking')
  const { form, idempotencyKey, created, setCreated } = useBookingSession(pkg, posted?.values)
  const made = created ?? (posted?.result as BookingCreated | null | undefined) ?? null
  const back = lp(packagePath(pkg.id, pkg.slug))
  // A full date's waitlist, joined from the refusal's notice without a script (?sent=waitlist).
  const waitlisted = useSentWithoutScript('waitlist')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={back}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 hover:underline"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {pkg.name}
      </Link>
      <h1
        className="text-3xl font-extrabold tracking-tight text-slate-900"
        style={{ fontFamily: 'var(--font-display)' }}
      >
        {made ? t('booking.success.title') : t('booking.title')}
      </h1>
      {made ? null : <p className="mt-1 mb-6 text-slate-600">{t('booking.subtitle')}</p>}
      {waitlisted ? (
        <Alert variant="success" className="mt-4">
          {t('availability.errors.waitlistDone')}
        </Alert>
      ) : null}
      <div className="mt-6 rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
        {made ? (
          <BookingSuccess
            booking={made}
            packageName={pkg.name}
            email={(created ? form.getValues('email') : String(posted?.values.email ?? '')).trim()}
            closeHref={back}
          />
        ) : (
          <BookingForm
            pkg={pkg}
            form={form}
            idempotencyKey={idempotencyKey}
            onCreated={setCreated}
            postedError={error}
            token={posted?.token}
          />
        )}
      </div>
    </div>
  )
}
