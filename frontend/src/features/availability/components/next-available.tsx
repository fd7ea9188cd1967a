import { CalendarCheck, Flame } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/ui/cn'

const SHORT_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }

interface NextAvailableProps {
  /** the next day one person can arrive for the package's length (YYYY-MM-DD), from the list or package answer */
  day: string | null | undefined
  fewPlacesLeft: boolean | undefined
  /** the day a list was filtered by (YYYY-MM-DD): the card says it can start then, not its next date */
  availableOn?: string
  className?: string
}

/** "Next available: 14 Mar", or "Few places left" with the date, on cards and the package page; "Available on
 * 10 Dec" on a list filtered by that arrival day. */
export function NextAvailable({ day, fewPlacesLeft, availableOn, className }: NextAvailableProps) {
  const { t, i18n } = useTranslation()
  if (availableOn) {
    return (
      <p
        className={cn('inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700', className)}
        data-testid="next-available"
      >
        <CalendarCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('availability.card.availableOn', { date: formatDate(availableOn, i18n.language, SHORT_DAY) })}
      </p>
    )
  }
  if (day === undefined) return null
  const date = day ? formatDate(day, i18n.language, SHORT_DAY) : ''
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        !day ? 'text-slate-500' : fewPlacesLeft ? 'text-sunset-700' : 'text-emerald-700',
        className,
      )}
      data-testid="next-available"
    >
      {fewPlacesLeft ? (
        <Flame className="h-4 w-4 shrink-0" aria-hidden="true" />
      ) : (
        <CalendarCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
      )}
      {!day
        ? t('availability.card.noDates')
        : fewPlacesLeft
          ? t('availability.card.fewLeftOn', { date })
          : t('availability.card.nextAvailable', { date })}
    </p>
  )
}
