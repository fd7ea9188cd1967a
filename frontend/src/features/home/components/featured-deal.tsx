import { useState } from 'react'
import { Link } from 'react-router'
import { Check, Images, MapPin, Sparkles } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import type { PackageDetail } from '@/api/types'
import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { Lightbox, type LightboxImage } from '@/components/ui/lightbox'
import { srcSetOf } from '@/lib/images'
import { useLocalizedPath } from '@/i18n/routing'
import { packageBookingPath } from '@/lib/config/paths'
import { FEATURED_PACKAGE } from '@/lib/config/public-site'
import { formatMoney } from '@/lib/format'
import dawn from '../assets/scene-dawn.svg'
import noon from '../assets/scene-noon.svg'
import sunset from '../assets/scene-sunset.svg'
import village from '../assets/scene-village.svg'
import { Container, SectionHeading } from './section-heading'

// Prices, title and inclusions come from the package the deal books (one source of truth); the
// written inclusions only stand in while it loads or if it is gone.
const INCLUDES = ['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9', 'i10', 'i11', 'i12'] as const
const SHOWN = 6
const FALLBACK_IMAGES = [noon, sunset, dawn, village]
const ALT_KEYS = ['a1', 'a2', 'a3', 'a4'] as const

/** Featured Deals: the coaching week with a photo lightbox (photos of the package when available). */
export function FeaturedDeal({ pkg }: { pkg: PackageDetail | undefined }) {
  const { t, i18n } = useTranslation()
  const lp = useLocalizedPath()
  const [open, setOpen] = useState<number | null>(null)
  const stored = pkg ? [pkg.imageUrl, ...pkg.galleryImages].filter((src): src is string => Boolean(src)) : []
  const sources = stored.length > 0 ? stored : FALLBACK_IMAGES
  const images: LightboxImage[] = sources.map((src, index) => ({
    src,
    srcSet: srcSetOf(src),
    alt: t(`home.deal.imageAlt.${ALT_KEYS[index % ALT_KEYS.length]!}`),
  }))
  const money = (amount: number) => formatMoney(amount, pkg?.currency ?? 'EUR', i18n.language)
  const includes =
    pkg && pkg.includedFeatures.length > 0
      ? pkg.includedFeatures
      : INCLUDES.map((key) => t(`home.deal.includes.${key}`))
  const thumbs = images.slice(1, 4)

  return (
    <section id="featured-deal" aria-labelledby="deal-title" className="scroll-mt-20 py-16 sm:py-20">
      <Container>
        <SectionHeading id="deal-title" title={t('home.deal.sectionTitle')} subtitle={t('home.deal.sectionSubtitle')} />
        <article
          className="grid overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-xl shadow-ocean-900/5 lg:grid-cols-2"
          data-testid="featured-deal"
        >
          <div className="grid grid-rows-[1fr_auto] gap-1 bg-ocean-950 p-1">
            <button
              type="button"
              onClick={() => setOpen(0)}
              className="group relative aspect-[3/2] overflow-hidden rounded-t-[1.25rem] lg:rounded-tr-none"
            >
              <span className="sr-only">{t('home.deal.openGallery', { index: 1, total: images.length })}</span>
              <ImageWithFallback
                src={images[0]!.src}
                srcSet={images[0]!.srcSet}
                sizes="(min-width: 1024px) 50vw, 100vw"
                alt={images[0]!.alt}
                width={1200}
                height={800}
                loading="lazy"
                className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="absolute top-4 left-4 inline-flex items-center gap-1 rounded-full bg-sunset-500 px-2.5 py-1 text-xs font-bold text-white shadow">
                <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
                {t('home.deal.badge')}
              </span>
              <span className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-full bg-white/90 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow">
                <Images className="h-4 w-4" aria-hidden="true" />
                {t('home.deal.viewPhotos', { count: images.length })}
              </span>
            </button>
            {thumbs.length > 0 ? (
              <div className="grid grid-cols-3 gap-1">
                {thumbs.map((image, index) => (
                  <button
                    key={image.src}
                    type="button"
                    onClick={() => setOpen(index + 1)}
                    className="relative aspect-[3/2] overflow-hidden first:rounded-bl-[1.25rem] lg:first:rounded-bl-[1.25rem]"
                    aria-label={t('home.deal.openGallery', { index: index + 2, total: images.length })}
                  >
                    <ImageWithFallback
                      src={image.src.replace(/-1200\.jpg$/, '-400.jpg')}
                      alt=""
                      placeholder="icon"
                      width={400}
                      height={267}
                      loading="lazy"
                      className="h-full w-full object-cover transition-opacity hover:opacity-80"
                    />
                  </button>
                ))}
              </div>
            ) : null}
          </div>
          <div className="flex flex-col gap-5 p-6 sm:p-8">
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4 text-sunset-500" aria-hidden="true" />
                {t('home.deal.location')}
              </span>
              <Badge variant="success">{t('home.deal.level')}</Badge>
            </div>
            <h3 className="text-2xl font-extrabold text-slate-900 sm:text-3xl" lang={pkg?.fallbackLanguages.name}>
              {pkg?.name ?? t('home.deal.title')}
            </h3>
            <p className="text-slate-600">{t('home.deal.description')}</p>
            {pkg ? (
              <div className="flex flex-wrap items-end gap-x-6 gap-y-2 rounded-2xl bg-sand-50 p-4">
                <p>
                  <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {t('home.deal.from')}
                  </span>
                  <span className="text-4xl font-extrabold text-ocean-800">
                    {money(Math.round(Number(pkg.price) / pkg.durationDays))}
                  </span>
                  <span className="text-slate-500">{t('home.deal.perDay')}</span>
                </p>
                <p className="text-sm font-semibold text-slate-700">
                  {t('home.deal.weekPrice', { price: money(Number(pkg.price)), days: pkg.durationDays })}
                </p>
              </div>
            ) : (
              <div className="h-20 rounded-2xl bg-sand-50" aria-hidden="true" />
            )}
            <div>
              <h4 className="text-sm font-bold text-slate-900">{t('home.deal.includesTitle')}</h4>
              <ul
                className="mt-2 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2"
                data-testid="deal-includes"
                lang={pkg?.includedFeatures.length ? pkg.fallbackLanguages.includedFeatures : undefined}
              >
                {includes.slice(0, SHOWN).map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm font-semibold text-ocean-700">
                {includes.length > SHOWN ? t('home.deal.moreIncludes', { count: includes.length - SHOWN }) : null}
              </p>
            </div>
            <Link
              // Its Book Now opens the package's booking form, like every Book Now of the site.
              to={lp(packageBookingPath(pkg ? pkg.id : FEATURED_PACKAGE))}
              className={buttonClasses('accent', 'lg', 'mt-auto w-full sm:w-auto sm:self-start')}
              data-opens-here="" // a click before the code has run waits for it (load-after-paint.js)
            >
              {t('home.deal.bookNow')}
            </Link>
          </div>
        </article>
      </Container>
      <Lightbox
        images={images}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        label={t('home.deal.title')}
      />
    </section>
  )
}
