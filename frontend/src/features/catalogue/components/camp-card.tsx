import { Link } from 'react-router'
import { CalendarDays, Check, MapPin, Users } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { CampCard as CampCardData } from '@/api/types'
import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { useLocalizedPath } from '@/i18n/routing'
import { packageBookingPath, packagePath } from '@/lib/config/paths'
import { formatMoney, formatPlace } from '@/lib/format'
import { useCatalogueLabels } from '../lib/labels'
import { AmenityChips } from './amenity-chips'
import { CampImage } from './camp-image'
import { NextAvailable } from '@/features/availability/components/next-available'
import { RatingSummary } from './rating'

interface CampCardProps {
  camp: CampCardData
  /** the arrival day the list is filtered by: every card shown can start then, and says so */
  availableOn?: string
  /** the page's main photo: loads at once and first */
  eager?: boolean
  /** keep the photo back until the page's main photo is in (see CampImage) */
  holdImage?: boolean
  onImageSettled?: () => void
}

export function CampCard({ camp, availableOn, eager = false, holdImage = false, onImageSettled }: CampCardProps) {
  const { t, i18n } = useTranslation()
  const lp = useLocalizedPath()
  const labels = useCatalogueLabels()
  const detail = lp(packagePath(camp.id))
  const more = camp.includedCount - camp.includes.length
  const shown = camp.fallbackLanguages // texts the camp has not translated carry their own `lang`
  return (
    <article
      className="group flex w-full flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm transition-shadow hover:shadow-lg"
      data-testid="camp-card"
    >
      <div className="relative">
        <CampImage src={camp.image} alt={camp.name} eager={eager} hold={holdImage} onSettled={onImageSettled} />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <span className="inline-flex items-center gap-1 rounded-full bg-ocean-950/80 px-2.5 py-0.5 text-xs font-semibold text-white backdrop-blur">
            <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
            {t('catalogue.card.days', { count: camp.duration })}
          </span>
          <span className="inline-flex items-center rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-ocean-900 backdrop-blur">
            {labels.packageType(camp.packageType)}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="inline-flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-4 w-4 text-sunset-500" aria-hidden="true" />
            {formatPlace(camp.locationFilter, i18n.language)}
          </p>
          <Badge variant="accent">{labels.difficulty(camp.difficulty)}</Badge>
        </div>
        <div>
          <h3 className="text-lg leading-snug font-bold text-slate-900">
            <Link to={detail} className="hover:text-ocean-700 focus-visible:underline" lang={shown.name}>
              {camp.name}
            </Link>
          </h3>
          <p className="text-sm font-medium text-ocean-800" lang={shown.campName}>
            {camp.campName}
          </p>
        </div>
        <p className="line-clamp-2 text-sm text-slate-600" lang={shown.description}>
          {camp.description}
        </p>
        <AmenityChips amenities={camp.amenities} lang={shown.amenities} />
        {camp.includes.length > 0 ? (
          <ul className="space-y-1 text-sm text-slate-700">
            {camp.includes.map((item) => (
              <li key={item} className="flex gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                <span lang={shown.includes}>{item}</span>
              </li>
            ))}
            {more > 0 ? (
              <li className="pl-6 text-xs font-semibold text-ocean-700">
                {t('catalogue.card.moreIncluded', { count: more })}
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-sand-100 pt-3 text-sm">
          <RatingSummary rating={camp.rating} reviewCount={camp.reviewCount} />
          <span className="inline-flex items-center gap-1 text-slate-600">
            <Users className="h-4 w-4" aria-hidden="true" />
            {t('catalogue.card.max', { count: camp.maxPeople })}
          </span>
        </div>
        <NextAvailable day={camp.nextAvailable} fewPlacesLeft={camp.fewPlacesLeft} availableOn={availableOn} />
        <div className="flex items-end justify-between gap-3">
          <p>
            <span className="text-2xl font-extrabold text-slate-900">
              {formatMoney(camp.price, camp.currency, i18n.language)}
            </span>
            <span className="text-sm text-slate-500"> {t('catalogue.card.perPerson')}</span>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Link
            to={detail}
            className={buttonClasses('outline', 'md')}
            aria-label={t('common.labelled', { label: t('catalogue.card.viewDetails'), value: camp.name })}
          >
            {t('catalogue.card.viewDetails')}
          </Link>
          <Link
            // Found for an arrival day: the form opens on it.
            to={lp(packageBookingPath(camp.id, { start: availableOn }))}
            className={buttonClasses('accent', 'md')}
            aria-label={t('common.labelled', { label: t('catalogue.card.bookNow'), value: camp.name })}
            data-opens-here="" // a click before the code has run waits for it: the dialog, no page load
          >
            {t('catalogue.card.bookNow')}
          </Link>
        </div>
      </div>
    </article>
  )
}
