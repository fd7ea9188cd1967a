import { MapPin } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { PackageDetail } from '@/api/types'

/**
 * "Location": the camp's address, the embedded map and a link to the full map. A page cannot tell
 * whether an embedded map from another site has loaded, so a static card with the camp, its address
 * and the way to the map lies under the embed: it shows while the map loads and stays visible when
 * the embed cannot load (offline, blocked), instead of an empty box.
 */
export function CampMap({ camp }: { camp: PackageDetail['camp'] }) {
  const { t } = useTranslation()
  const place = camp.address || camp.location
  return (
    <section aria-labelledby="location-title" className="space-y-4">
      <h2 id="location-title" className="text-2xl font-bold text-slate-900">
        {t('packageDetail.location')}
      </h2>
      {camp.address ? <p className="text-slate-700">{camp.address}</p> : null}
      {camp.mapsEmbedUrl ? (
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-ocean-50 ring-1 ring-sand-200 sm:aspect-[16/9]">
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[linear-gradient(to_right,rgba(14,116,144,0.08)_1px,transparent_1px),linear-gradient(to_bottom,rgba(14,116,144,0.08)_1px,transparent_1px)] bg-[size:2rem_2rem] p-6 text-center" data-testid="map-fallback">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-sunset-600 shadow">
              <MapPin className="h-6 w-6" aria-hidden="true" />
            </span>
            <p className="font-semibold text-slate-900">{camp.name}</p>
            <p className="max-w-sm text-sm text-slate-700">{place}</p>
            <p className="max-w-sm text-sm text-slate-600">{t('packageDetail.mapFallback')}</p>
          </div>
          <iframe src={camp.mapsEmbedUrl} title={t('packageDetail.mapTitle', { camp: camp.name })} loading="lazy" referrerPolicy="no-referrer" className="absolute inset-0 h-full w-full border-0" />
        </div>
      ) : null}
      <a href={camp.mapsUrl || camp.mapsEmbedUrl || undefined} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1 font-semibold text-ocean-700 hover:underline">
        <MapPin className="h-4 w-4" aria-hidden="true" />
        {t('packageDetail.openMap')}
      </a>
    </section>
  )
}
