import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { NotFoundView } from '@/components/layout/not-found-view'
import { buttonClasses } from '@/components/ui/button'
import { PageSpinner } from '@/components/ui/spinner'
import { useApiLanguage } from '@/i18n/api-language'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { usePrerendered } from '@/lib/ssr/prerendered'
import { BookingPage } from '@/features/booking/components/booking-page'
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
  const lp = useLocalizedPath()
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
        <Link to={lp(paths.surfCamps)} className={buttonClasses('outline', 'md')}>
          {t('packageDetail.browseCamps')}
        </Link>
      </NotFoundView>
    )
  }
  return ownPage ? <BookingPage pkg={pkg} /> : <PackageView key={pkg.id} pkg={pkg} booking />
}
