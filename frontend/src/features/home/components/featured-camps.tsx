import { useEffect } from 'react'
import { Link } from 'react-router'
import { CalendarDays, MapPin } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { FeaturedCamp } from '@/api/types'
import { buttonClasses } from '@/components/ui/button'
import { PageSpinner } from '@/components/ui/spinner'
import { useFeaturedCamps } from '@/features/catalogue/api/get-featured-camps'
import { amenityIcon } from '@/features/catalogue/components/amenity-chips'
import { CampImage } from '@/features/catalogue/components/camp-image'
import { NextAvailable } from '@/features/availability/components/next-available'
import { RatingSummary } from '@/features/catalogue/components/rating'
import { useApiLanguage } from '@/i18n/api-language'
import { useLocalizedPath } from '@/i18n/routing'
import { packageBookingPath, packagePath, paths } from '@/lib/config/paths'
import { formatMoney, formatPlace } from '@/lib/format'
import dawn from '../assets/scene-dawn.svg'
import noon from '../assets/scene-noon.svg'
import sunset from '../assets/scene-sunset.svg'
import { Container, SectionHeading } from './section-heading'

interface CardData {
  key: string
  name: string
  location: string
  description: string
  price: string | number
  duration: number
  image: string | null
  features: string[]
  /** The texts the camp has not translated into the page's language: the language each is in. */
  shown?: FeaturedCamp['fallbackLanguages']
  rating?: string | null
  reviewCount?: number
  nextAvailable?: string | null
  fewPlacesLeft?: boolean
  detailHref: string
  bookHref: string
}

// Shown when the featured camps cannot be loaded or none are featured (spec: 450, 390, 450 EUR, 7 days).
const STATIC_CAMPS = [
  { key: 'c1', price: 450, image: noon },
  { key: 'c2', price: 390, image: dawn },
  { key: 'c3', price: 450, image: sunset },
] as const

export function FeaturedCamps() {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  const lang = useApiLanguage()
  const query = useFeaturedCamps(lang)
  useEffect(() => {
    if (query.error) console.error('Failed to load featured camps; showing the built-in ones', query.error)
  }, [query.error])
  const fromApi = (camp: FeaturedCamp): CardData => ({
    key: String(camp.packageId),
    name: camp.name,
    location: formatPlace(camp.locationKey, lang),
    description: camp.description,
    price: camp.price,
    duration: camp.duration,
    image: camp.image,
    features: camp.features,
    shown: camp.fallbackLanguages,
    rating: camp.rating,
    reviewCount: camp.reviewCount,
    nextAvailable: camp.nextAvailable,
    fewPlacesLeft: camp.fewPlacesLeft,
    detailHref: lp(packagePath(camp.packageId)),
    bookHref: lp(packageBookingPath(camp.packageId)),
  })
  const cards: CardData[] =
    query.data && query.data.length > 0
      ? query.data.map(fromApi)
      : STATIC_CAMPS.map(({ key, price, image }) => ({
          key,
          name: t(`home.featured.fallback.${key}.name`),
          location: t(`home.featured.fallback.${key}.location`),
          description: t(`home.featured.fallback.${key}.description`),
          price,
          duration: 7,
          image,
          features: [
            t(`home.featured.fallback.${key}.f1`),
            t(`home.featured.fallback.${key}.f2`),
            t(`home.featured.fallback.${key}.f3`),
          ],
          detailHref: lp(paths.surfCamps),
          bookHref: lp(paths.surfCamps),
        }))

  return (
    <section aria-labelledby="featured-title" className="bg-white py-16 sm:py-20">
      <Container>
        <SectionHeading id="featured-title" title={t('home.featured.title')} subtitle={t('home.featured.subtitle')} />
        {query.isPending ? (
          <PageSpinner label={t('home.featured.loading')} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-camps">
            {cards.map((card) => (
              <li key={card.key} className="flex">
                <article className="flex w-full flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
                  <div className="relative">
                    <CampImage src={card.image} alt={card.name} />
                    <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-ocean-950/80 px-2.5 py-0.5 text-xs font-semibold text-white backdrop-blur">
                      <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
                      {t('home.featured.days', { count: card.duration })}
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col gap-3 p-5">
                    <div className="flex items-center justify-between gap-2">
                      <p className="inline-flex items-center gap-1 text-sm text-slate-600">
                        <MapPin className="h-4 w-4 text-sunset-500" aria-hidden="true" />
                        {card.location}
                      </p>
                      {card.reviewCount !== undefined ? (
                        <RatingSummary rating={card.rating} reviewCount={card.reviewCount} />
                      ) : null}
                    </div>
                    <h3 className="text-lg font-bold text-slate-900" lang={card.shown?.name}>
                      {card.name}
                    </h3>
                    <p className="line-clamp-2 text-sm text-slate-600" lang={card.shown?.description}>
                      {card.description}
                    </p>
                    <ul className="flex flex-wrap gap-1.5">
                      {card.features.map((feature) => {
                        const Icon = amenityIcon(feature)
                        return (
                          <li
                            key={feature}
                            lang={card.shown?.features}
                            className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-medium text-slate-700"
                          >
                            <Icon className="h-3.5 w-3.5 text-ocean-700" aria-hidden="true" />
                            {feature}
                          </li>
                        )
                      })}
                    </ul>
                    <NextAvailable day={card.nextAvailable} fewPlacesLeft={card.fewPlacesLeft} className="mt-auto" />
                    <p className={card.nextAvailable === undefined ? 'mt-auto pt-2' : 'pt-1'}>
                      <span className="text-sm text-slate-500">{t('home.featured.from')} </span>
                      <span className="text-2xl font-extrabold text-slate-900">
                        {formatMoney(card.price, 'EUR', lang)}
                      </span>
                      <span className="text-sm text-slate-500"> {t('catalogue.card.perPerson')}</span>
                    </p>
                    <div className="grid grid-cols-2 gap-2">
                      <Link to={card.detailHref} className={buttonClasses('outline', 'md')}>
                        {t('home.featured.viewDetails')}
                      </Link>
                      <Link to={card.bookHref} className={buttonClasses('accent', 'md')} data-opens-here="">
                        {t('home.featured.bookNow')}
                      </Link>
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Link to={lp(paths.surfCamps)} className={buttonClasses('primary', 'lg')}>
            {t('home.featured.viewAll')}
          </Link>
        </div>
      </Container>
    </section>
  )
}
