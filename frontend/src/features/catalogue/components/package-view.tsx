import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import {
  Award,
  CalendarDays,
  Check,
  ChevronRight,
  Languages,
  MapPin,
  MessageCircle,
  Star,
  TrendingUp,
  Users,
} from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { PackageDetail } from '@/api/types'
import { Badge } from '@/components/ui/badge'
import { Button, buttonClasses } from '@/components/ui/button'
import { Lightbox } from '@/components/ui/lightbox'
import { useSiteConfig } from '@/lib/config/site-config'
import { useHydrated } from '@/lib/ssr/prerendered'
import { useLocalizedPath } from '@/i18n/routing'
import { whatsappLink } from '@/lib/config/whatsapp'
import { packageBookingPath, packagePath, paths } from '@/lib/config/paths'
import { formatMoney, formatPlace, formatRating } from '@/lib/format'
import { srcSetOf } from '@/lib/images'
import { useCatalogueLabels } from '../lib/labels'
import type { Language } from '@/i18n/languages'
import { amenityIcon } from './amenity-chips'
import { CampMap } from './camp-map'
import { NextAvailable } from '@/features/availability/components/next-available'
import { PackageHero } from './package-hero'
import { PackageReviews } from './package-reviews'
import { ExternalLink } from '@/components/ui/external-link'

// The booking form is its own chunk, fetched when the visitor opens it (or lands on #booking).
const BookingDialog = lazy(() =>
  import('@/features/booking/components/booking-dialog').then((m) => ({ default: m.BookingDialog })),
)

/** Says that some texts are shown in another language, and which (the elements carry their `lang`). */
function FallbackNotice({ languages }: { languages: Language[] }) {
  const { t, i18n } = useTranslation()
  const names = [...new Set(languages)].map((language) => t(`packageDetail.languageNames.${language}`))
  if (names.length === 0) return null
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names)
  return (
    <p
      className="flex max-w-3xl items-start gap-2 rounded-xl border border-ocean-100 bg-ocean-50 px-3 py-2 text-sm text-ocean-900"
      data-testid="translation-notice"
    >
      <Languages className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {t('packageDetail.fallbackNotice', { languages: list })}
    </p>
  )
}

/** "Book Now": a link to the booking form (a disabled button in the back office's preview). */
function BookNow({
  href,
  onClick,
  preview,
  size = 'md',
  className,
  children,
}: {
  href: string
  onClick: (event: React.MouseEvent) => void
  preview: boolean
  size?: 'md' | 'lg'
  className?: string
  children: React.ReactNode
}) {
  if (preview)
    return (
      <Button variant="accent" size={size} className={className} disabled>
        {children}
      </Button>
    )
  return (
    // data-opens-here: a click before the page's code has run waits for it (src/boot/load-after-paint.js).
    <Link to={href} onClick={onClick} className={buttonClasses('accent', size, className)} data-opens-here="">
      {children}
    </Link>
  )
}

/**
 * A package's page. `preview` is the back office's look at a package not yet on sale (its camp awaits
 * approval): the same page, with booking switched off.
 */
export function PackageView({
  pkg,
  preview = false,
  booking = false,
}: {
  pkg: PackageDetail
  preview?: boolean
  /** The page was reached by its booking form's address (/packages/12/book): the form opens at once. */
  booking?: boolean
}) {
  const { t, i18n } = useTranslation()
  const lp = useLocalizedPath()
  const location = useLocation()
  const navigate = useNavigate()
  const labels = useCatalogueLabels()
  const config = useSiteConfig().data
  const images = [pkg.imageUrl, ...pkg.galleryImages].filter(
    (src, index, all): src is string => Boolean(src) && all.indexOf(src) === index,
  )
  const [lightbox, setLightbox] = useState<number | null>(null)
  // The server never sees the #fragment: a page it rendered follows it once hydrated.
  const hash = useHydrated() ? location.hash : ''
  const [bookingOpen, setBookingOpen] = useState((booking || hash === '#booking') && !preview)
  // Once loaded, the dialog stays mounted so a half-filled form survives closing it.
  const [bookingShown, setBookingShown] = useState(bookingOpen)
  if (bookingOpen && !bookingShown) setBookingShown(true)
  const [seenHash, setSeenHash] = useState(hash)
  // #booking (e.g. a card's Book Now) opens the form; following the hash again re-opens it.
  if (seenHash !== hash) {
    setSeenHash(hash)
    if (hash === '#booking' && !preview) setBookingOpen(true)
  }
  // "Book Now" is a link to the booking form's page (which works without a script); here it opens the dialog.
  const bookHref = lp(packageBookingPath(pkg.id))
  const book = (event: React.MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    setBookingOpen(true)
  }

  useEffect(() => {
    if (location.hash === '#details')
      document.getElementById('details')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [location.hash])

  function closeBooking() {
    setBookingOpen(false)
    // Closed on the booking form's address: the package's own page.
    if (booking) navigate(lp(packagePath(pkg.id, pkg.slug)), { replace: true, preventScrollReset: true })
    else if (location.hash === '#booking')
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true })
  }

  const lang = i18n.language
  // The texts the camp has not translated into the page's language come in another one: each says which.
  const shown = pkg.fallbackLanguages
  const campShown = pkg.camp.fallbackLanguages
  const price = formatMoney(pkg.price, pkg.currency, lang)
  const days = t('packageDetail.days', { count: pkg.durationDays })
  const level = labels.difficulty(pkg.difficultyLevel)
  const town = formatPlace(pkg.camp.locationKey, lang)
  const hasRating = pkg.rating != null && pkg.reviewCount > 0
  const lightboxImages = images.map((src, index) => ({
    src,
    srcSet: srcSetOf(src),
    alt: t('packageDetail.heroAlt', { name: pkg.name, index: index + 1 }),
  }))
  const tiles = [
    { icon: CalendarDays, label: t('packageDetail.duration'), value: days },
    { icon: Users, label: t('packageDetail.maxParticipants'), value: pkg.maxPeople },
    { icon: TrendingUp, label: t('packageDetail.level'), value: level },
    {
      icon: Star,
      label: t('packageDetail.rating'),
      value: hasRating
        ? t('packageDetail.ratingValue', { rating: formatRating(pkg.rating!, lang) })
        : t('packageDetail.new'),
      note: hasRating ? t('packageDetail.basedOn', { count: pkg.reviewCount }) : t('packageDetail.noReviews'),
    },
  ]

  return (
    <>
      <PackageHero name={pkg.name} images={images} onOpenGallery={setLightbox} />
      <Lightbox
        images={lightboxImages}
        index={lightbox}
        onIndexChange={setLightbox}
        onClose={() => setLightbox(null)}
        label={t('packageDetail.viewGallery', { count: images.length })}
      />

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <nav aria-label={t('packageDetail.breadcrumb')} className="mb-4 text-sm text-slate-500">
          <ol className="flex flex-wrap items-center gap-1">
            <Crumb to={lp(paths.home)}>{t('packageDetail.home')}</Crumb>
            <Crumb to={lp(paths.surfCamps)}>{t('packageDetail.camps')}</Crumb>
            <li aria-current="page" className="truncate text-slate-700" lang={shown.name}>
              {pkg.name}
            </li>
          </ol>
        </nav>

        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-10">
            <header className="space-y-3">
              <div className="flex flex-wrap items-center gap-2">
                {pkg.featured ? (
                  <Badge variant="accent">
                    <Award className="h-3.5 w-3.5" aria-hidden="true" />
                    {t('packageDetail.featured')}
                  </Badge>
                ) : null}
                <Badge>{labels.packageType(pkg.packageType)}</Badge>
              </div>
              <h1
                className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
                style={{ fontFamily: 'var(--font-display)' }}
                lang={shown.name}
              >
                {pkg.name}
              </h1>
              <p className="flex flex-wrap items-center gap-x-2 text-slate-700">
                <span className="font-semibold text-ocean-800" lang={campShown.name}>
                  {pkg.camp.name}
                </span>
                <span className="inline-flex items-center gap-1 text-slate-600">
                  <MapPin className="h-4 w-4 text-sunset-500" aria-hidden="true" />
                  {town}
                </span>
              </p>
              {pkg.shortDescription ? (
                <p className="max-w-3xl text-lg text-slate-600" lang={shown.shortDescription}>
                  {pkg.shortDescription}
                </p>
              ) : null}
              <NextAvailable day={pkg.nextAvailable} fewPlacesLeft={pkg.fewPlacesLeft} />
              <FallbackNotice languages={[...Object.values(shown), ...Object.values(campShown)]} />
              {/* On phones the side card comes after the details: offer the booking right away too. */}
              <div className="flex items-center justify-between gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm lg:hidden">
                <p>
                  <span className="text-2xl font-extrabold text-slate-900">{price}</span>{' '}
                  <span className="text-sm text-slate-500">{t('packageDetail.perPerson')}</span>
                </p>
                <BookNow href={bookHref} onClick={book} preview={preview}>
                  {t('packageDetail.bookNow')}
                </BookNow>
              </div>
            </header>

            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {tiles.map(({ icon: Icon, label, value, note }) => (
                <div key={label} className="scroll-clear rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
                  <Icon className="h-5 w-5 text-ocean-700" aria-hidden="true" />
                  <dt className="mt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
                  <dd className="text-lg font-bold text-slate-900">{value}</dd>
                  {note ? <dd className="text-xs text-slate-500">{note}</dd> : null}
                </div>
              ))}
            </dl>

            <section id="details" aria-labelledby="about-title" className="scroll-mt-24 space-y-3">
              <h2 id="about-title" className="text-2xl font-bold text-slate-900">
                {t('packageDetail.about')}
              </h2>
              {(pkg.description ?? '').split(/\n{2,}/).map((paragraph, index) => (
                <p key={index} className="leading-relaxed text-slate-700" lang={shown.description}>
                  {paragraph}
                </p>
              ))}
            </section>

            {pkg.includedFeatures.length > 0 ? (
              <section aria-labelledby="included-title" className="space-y-4">
                <h2 id="included-title" className="text-2xl font-bold text-slate-900">
                  {t('packageDetail.included')}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2" lang={shown.includedFeatures}>
                  {pkg.includedFeatures.map((item) => (
                    <li
                      key={item}
                      className="flex gap-3 rounded-xl bg-white p-3 text-slate-700 shadow-sm ring-1 ring-sand-200"
                    >
                      <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                        <Check className="h-4 w-4" aria-hidden="true" />
                      </span>
                      {item}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <PackageReviews pkg={pkg} />

            {pkg.camp.description || pkg.camp.amenities.length > 0 ? (
              <section aria-labelledby="camp-title" className="space-y-4">
                <h2 id="camp-title" className="text-2xl font-bold text-slate-900">
                  {t('packageDetail.aboutCamp', { camp: pkg.camp.name })}
                </h2>
                {pkg.camp.description ? (
                  <p className="leading-relaxed text-slate-700" lang={campShown.description}>
                    {pkg.camp.description}
                  </p>
                ) : null}
                {pkg.camp.amenities.length > 0 ? (
                  <ul
                    className="flex flex-wrap gap-2"
                    aria-label={t('packageDetail.amenities')}
                    lang={campShown.amenities}
                  >
                    {pkg.camp.amenities.map((name) => {
                      const Icon = amenityIcon(name)
                      return (
                        <li
                          key={name}
                          className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm text-slate-700 ring-1 ring-sand-200"
                        >
                          <Icon className="h-4 w-4 text-ocean-700" aria-hidden="true" />
                          {name}
                        </li>
                      )
                    })}
                  </ul>
                ) : null}
              </section>
            ) : null}

            {pkg.camp.mapsEmbedUrl || pkg.camp.mapsUrl ? <CampMap camp={pkg.camp} /> : null}
          </div>

          <aside className="lg:relative">
            <div
              className="space-y-5 rounded-3xl border border-sand-200 bg-white p-6 shadow-xl shadow-ocean-900/5 lg:sticky lg:top-24"
              data-testid="booking-card"
            >
              <div>
                <p className="text-sm text-slate-500">{t('packageDetail.price')}</p>
                <p>
                  <span className="text-3xl font-extrabold text-slate-900">{price}</span>{' '}
                  <span className="text-slate-500">{t('packageDetail.perPerson')}</span>
                </p>
              </div>
              <dl className="space-y-2 text-sm">
                {[
                  [t('packageDetail.duration'), days],
                  [t('packageDetail.groupSize'), t('packageDetail.upTo', { count: pkg.maxPeople })],
                  [t('packageDetail.level'), level],
                  [t('packageDetail.location'), town],
                ].map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-3 border-b border-sand-100 pb-2">
                    <dt className="text-slate-500">{label}</dt>
                    <dd className="text-right font-semibold text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <BookNow href={bookHref} onClick={book} preview={preview} size="lg" className="w-full">
                {t('packageDetail.bookNow')}
              </BookNow>
              {config ? (
                <p className="text-center text-xs text-slate-500">
                  {t('packageDetail.noPaymentNow', { hours: config.confirmationHours })}
                </p>
              ) : null}
              {config?.whatsappNumber ? (
                <ExternalLink
                  href={whatsappLink(config.whatsappNumber, `${t('whatsapp.prefilled')} (${pkg.name})`)}
                  className="flex items-center justify-center gap-2 text-sm font-semibold text-emerald-700 hover:underline"
                >
                  <MessageCircle className="h-4 w-4" aria-hidden="true" />
                  {t('packageDetail.questions')}
                </ExternalLink>
              ) : null}
            </div>
          </aside>
        </div>
      </div>
      {bookingOpen || bookingShown ? (
        <Suspense fallback={null}>
          <BookingDialog open={bookingOpen} onClose={closeBooking} pkg={pkg} />
        </Suspense>
      ) : null}
    </>
  )
}

/** A step of the breadcrumb before the page itself: a link, then the arrow to the next step. */
function Crumb({ to, children }: { to: string; children: ReactNode }) {
  return (
    <>
      <li>
        <Link to={to} className="hover:text-ocean-700">
          {children}
        </Link>
      </li>
      <ChevronRight className="h-3.5 w-3.5" aria-hidden="true" />
    </>
  )
}
