import { MapPin } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { PackageDetail } from '@/api/types'
import { formatPlace } from '@/lib/format'
import { ExternalLink } from '@/components/ui/external-link'

/**
 * "Location": the embedded map with a card on it that names the camp, gives its address and links
 * to the full map. A page cannot tell whether a map embedded from another site has loaded (the
 * browser's error page counts as loaded), so the card is always there: while the map loads, and
 * when it cannot load (offline, blocked), the box still says where the camp is and how to get there.
 */
export function CampMap({ camp }: { camp: PackageDetail['camp'] }) {
  const { t, i18n } = useTranslation()
  const shown = camp.fallbackLanguages // texts in another language than the page's carry their `lang`
  const mapLink = camp.mapsUrl || camp.mapsEmbedUrl || undefined
  const link = (
    <ExternalLink
      href={mapLink}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-ocean-700 hover:underline"
    >
      <MapPin className="h-4 w-4" aria-hidden="true" />
      {t('packageDetail.openMap')}
    </ExternalLink>
  )
  return (
    <section aria-labelledby="location-title" className="space-y-4">
      <h2 id="location-title" className="text-2xl font-bold text-slate-900">
        {t('packageDetail.location')}
      </h2>
      {camp.mapsEmbedUrl ? (
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-ocean-50 ring-1 ring-sand-200 sm:aspect-[16/9]">
          <div
            className="absolute inset-0 bg-[linear-gradient(to_right,rgba(14,116,144,0.08)_1px,transparent_1px),linear-gradient(to_bottom,rgba(14,116,144,0.08)_1px,transparent_1px)] bg-[size:2rem_2rem]"
            aria-hidden="true"
          />
          <iframe
            src={camp.mapsEmbedUrl}
            title={t('packageDetail.mapTitle', { camp: camp.name })}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="absolute inset-0 h-full w-full border-0"
          />
          <div
            className="absolute inset-x-3 bottom-3 flex items-start gap-3 rounded-xl bg-white/95 p-3 pb-1 shadow-lg ring-1 ring-slate-900/5 sm:right-auto sm:max-w-sm"
            data-testid="map-fallback"
          >
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-sunset-500 text-white">
              <MapPin className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900" lang={shown.name}>
                {camp.name}
              </p>
              <p className="text-slate-700" lang={camp.address ? shown.address : undefined}>
                {camp.address || formatPlace(camp.locationKey, i18n.language)}
              </p>
              {link}
            </div>
          </div>
        </div>
      ) : (
        <>
          {camp.address ? (
            <p className="text-slate-700" lang={shown.address}>
              {camp.address}
            </p>
          ) : null}
          {link}
        </>
      )}
    </section>
  )
}
