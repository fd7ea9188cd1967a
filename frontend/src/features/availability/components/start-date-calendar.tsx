import { useMemo, useState } from 'react'
import { DayPicker, type Matcher } from 'react-day-picker'
import { de, enGB, fr } from 'date-fns/locale'
import { endOfMonth, format, parseISO, startOfMonth } from 'date-fns'
import 'react-day-picker/style.css'
import type { components } from '@/api/schema'
import { useTranslation } from '@/i18n/react'
import { formatDate } from '@/lib/format'
import { Legend } from '@/components/ui/legend'
import { usePackageAvailability } from '../api/get-package-availability'

type StartDate = components['schemas']['StartDateRead']
type Reason = NonNullable<StartDate['reason']>

const LOCALES = { en: enGB, fr, de } as const

export function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd')
}

export interface StartDateCalendarProps {
  packageId: number
  days: number
  people: number
  /** The chosen start date (YYYY-MM-DD) or ''. */
  value: string
  onChange: (iso: string) => void
  /** The places left on the chosen start (the fewest over the stay), once known; null when unknown. */
  onPlacesLeft?: (left: number | null) => void
}

/**
 * The month of start dates for a stay length and group: available days can be chosen, the others are
 * disabled and say why (full, closed, too soon...) to screen readers and in their title. A
 * react-day-picker grid: arrow keys move by day and week, Page Up/Down by month, Enter chooses.
 */
export function StartDateCalendar({ packageId, days, people, value, onChange, onPlacesLeft }: StartDateCalendarProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as keyof typeof LOCALES
  const selected = value ? parseISO(value) : undefined
  const [month, setMonth] = useState<Date>(() => startOfMonth(selected ?? new Date()))
  // A date typed (or picked from the nearest dates) in another month shows that month.
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    if (selected && !Number.isNaN(selected.getTime()) && isoDay(startOfMonth(selected)) !== isoDay(month)) {
      setMonth(startOfMonth(selected))
    }
  }
  const from = isoDay(startOfMonth(month))
  const to = isoDay(endOfMonth(month))
  const query = usePackageAvailability({ packageId, from, to, days, people })
  const starts = useMemo(() => {
    const byDay = new Map<string, StartDate>()
    for (const start of query.data?.starts ?? []) byDay.set(start.date, start)
    return byDay
  }, [query.data])
  const chosen = value ? starts.get(value) : undefined
  const left = chosen?.available ? chosen.left : null
  const [reported, setReported] = useState<number | null | undefined>(undefined)
  if (onPlacesLeft && reported !== left && (chosen || !value)) {
    setReported(left)
    onPlacesLeft(left)
  }

  const reasonOf = (date: Date): Reason | 'unknown' | null => {
    const start = starts.get(isoDay(date))
    if (!start) return 'unknown'
    return start.available ? null : (start.reason ?? 'unknown')
  }
  const disabled: Matcher = (date) => reasonOf(date) !== null
  const unavailable: Matcher = (date) => {
    const reason = reasonOf(date)
    return reason !== null && reason !== 'unknown'
  }
  // Why a start is not offered; "full" with places left means too few for the group, and says how many.
  const unavailableText = (start: StartDate) =>
    start.reason === 'full' && start.left > 0
      ? t('availability.picker.tooFewLeft', { count: start.left })
      : t(`availability.picker.reasons.${start.reason ?? 'full'}`)
  const dayText = (date: Date) => {
    const start = starts.get(isoDay(date))
    const label = formatDate(isoDay(date), lang, { weekday: 'long', day: 'numeric', month: 'long' })
    if (!start) return label
    const status = start.available
      ? t('availability.picker.available', {
          places: t('availability.picker.placesLeft', { count: start.left }),
        })
      : unavailableText(start)
    return t('availability.picker.dayLabel', { date: label, status })
  }

  return (
    <div className="space-y-2" data-testid="start-date-calendar" aria-busy={query.isFetching || undefined}>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white p-2">
        <DayPicker
          mode="single"
          locale={LOCALES[lang] ?? enGB}
          weekStartsOn={1}
          month={month}
          onMonthChange={setMonth}
          startMonth={startOfMonth(new Date())}
          selected={selected}
          onSelect={(date) => date && onChange(isoDay(date))}
          disabled={disabled}
          modifiers={{ unavailable }}
          modifiersClassNames={{ unavailable: 'text-slate-400 line-through decoration-slate-400' }}
          aria-label={t('availability.picker.calendarLabel')}
          labels={{
            labelDayButton: (date) => dayText(date),
            labelNext: () => t('availability.picker.nextMonth'),
            labelPrevious: () => t('availability.picker.previousMonth'),
          }}
          components={{
            DayButton: ({ day, modifiers: _modifiers, ...props }) => (
              <button {...props} title={dayText(day.date)} data-day={isoDay(day.date)} />
            ),
          }}
          style={
            {
              '--rdp-accent-color': 'var(--color-ocean-700)',
              '--rdp-accent-background-color': 'var(--color-ocean-50)',
              '--rdp-day-width': '2.6rem',
              '--rdp-day-height': '2.6rem',
              '--rdp-day_button-width': '2.4rem',
              '--rdp-day_button-height': '2.4rem',
            } as React.CSSProperties
          }
        />
      </div>
      <Legend
        items={[
          { swatch: 'border border-ocean-700 bg-white', round: true, label: t('availability.picker.legendAvailable') },
          { swatch: 'bg-slate-200', round: true, label: t('availability.picker.legendUnavailable') },
        ]}
      />
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="start-date-status">
        {query.isError
          ? t('availability.picker.failed')
          : query.isPending
            ? t('availability.picker.loading')
            : value
              ? [
                  t('availability.picker.selected', { date: formatDate(value, lang) }),
                  chosen?.available ? t('availability.picker.placesLeft', { count: chosen.left }) : null,
                  chosen && !chosen.available ? unavailableText(chosen) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : t('availability.picker.noneSelected')}
      </p>
    </div>
  )
}
