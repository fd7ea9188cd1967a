import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { ChevronLeft } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { BookingCreated, PackageDetail } from '@/api/types'
import { NotFoundView } from '@/components/layout/not-found-view'
import { buttonClasses } from '@/components/ui/button'
import { PageSpinner } from '@/components/ui/spinner'
import { useApiLanguage } from '@/i18n/api-language'
import { useLocalizedPath } from '@/i18n/routing'
import { packagePath, paths } from '@/lib/config/paths'
import { usePostedForm } from '@/lib/forms/posted-form'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { usePrerendered } from '@/lib/ssr/prerendered'
import { BookingForm } from '@/features/booking/components/booking-form'
import { BookingSuccess } from '@/features/booking/components/booking-success'
import { useBookingSession } from '@/features/booking/hooks/use-booking-form'
import { usePackage } from '../api/get-package'
import { PackageView } from './package-view'

/**
 * /packages/:id/book, "the booking form of package N" (every Book Now links here). Reached in the browser
 * (a click, with the script) it is the package's page with the booking dialog open. Loaded from the
 * server it is a page of its own with the same form, which works without JavaScript: it posts to this
 * address (backend/app/seo/forms.py), which answers with the page again (errors, what was typed) or
 * sends the browser to ?sent=… where the page shows the booking made.
 */
export default function PackageBookingRoute() {
  const { id } = useParams()
  const { t } = useTranslation()
  const lang = useApiLanguage()
  const query = usePackage(id, lang)
  const pkg = query.data
  const missing = !id || (isApiError(query.error) && query.error.status === 404)
  usePageMeta(
    missing ? 'notFound' : 'packageBooking',
    pkg ? { title: `${t('booking.title')} – ${pkg.name}` } : undefined,
  )
  // The server's HTML (and its hydration) is the form's own page; after a navigation, the dialog.
  const [ownPage] = useState(usePrerendered())
  if (query.isPending) return <PageSpinner label={t('packageDetail.loading')} />
  if (!pkg) {
    return (
      <NotFoundView
        title={t('packageDetail.notFoundTitle')}
        text={missing ? t('packageDetail.notFoundText') : t('packageDetail.fetchFailed')}
      >
        <Link to={paths.surfCamps} className={buttonClasses('outline', 'md')}>
          {t('packageDetail.browseCamps')}
        </Link>
      </NotFoundView>
    )
  }
  return ownPage ? <BookingPage pkg={pkg} /> : <PackageView key={pkg.id} pkg={pkg} booking />
}

function BookingPage({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  const { posted, error } = usePostedForm('booking')
  const { form, idempotencyKey, created, setCreated } = useBookingSession(pkg, posted?.values)
  const made = created ?? (posted?.result as BookingCreated | null | undefined) ?? null
  const back = lp(packagePath(pkg.id, pkg.slug))
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
