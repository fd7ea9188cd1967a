import { Car, Sparkles, Utensils, Waves, Wifi, type LucideIcon } from 'lucide-react'
import { useTranslation } from '@/i18n/react'

// Amenity texts arrive translated (WiFi / Wi-Fi / WLAN ...): the icon is chosen by keyword.
const KINDS: { icon: LucideIcon; pattern: RegExp }[] = [
  { icon: Wifi, pattern: /wi-?fi|wlan|internet/i },
  { icon: Car, pattern: /transfer|transfert|shuttle|navette/i },
  { icon: Utensils, pattern: /meal|repas|mahlzeit|breakfast|dinner|verpflegung|pension/i },
  { icon: Waves, pattern: /equipment|matériel|ausrüstung|board|planche/i },
]

export function amenityIcon(name: string): LucideIcon {
  return KINDS.find((kind) => kind.pattern.test(name))?.icon ?? Sparkles
}

/** WiFi, Transfer, Meals and Equipment first (with their icons), then the others; at most `max`.
 * `lang`: the language of the amenities when it is not the page's (the camp has not translated them). */
export function AmenityChips({
  amenities,
  max = 4,
  lang,
}: {
  amenities: readonly string[]
  max?: number
  lang?: string
}) {
  const { t } = useTranslation()
  const ranked = [...amenities].sort((a, b) => rank(a) - rank(b))
  const shown = ranked.slice(0, max)
  const hidden = ranked.length - shown.length
  if (shown.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('catalogue.card.amenities')}>
      {shown.map((name) => {
        const Icon = amenityIcon(name)
        return (
          <li
            key={name}
            lang={lang}
            className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-medium text-slate-700"
          >
            <Icon className="h-3.5 w-3.5 text-ocean-700" aria-hidden="true" />
            {name}
          </li>
        )
      })}
      {hidden > 0 ? (
        <li className="inline-flex items-center rounded-full bg-sand-100 px-2 py-0.5 text-xs font-medium text-slate-600">
          {t('catalogue.card.moreAmenities', { count: hidden })}
        </li>
      ) : null}
    </ul>
  )
}

function rank(name: string): number {
  const index = KINDS.findIndex((kind) => kind.pattern.test(name))
  return index === -1 ? KINDS.length : index
}
