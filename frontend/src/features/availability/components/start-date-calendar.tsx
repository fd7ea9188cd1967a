import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import { DayButton, DayPicker, type DayButtonProps, type Matcher } from 'react-day-picker'
import { de, enGB, fr } from 'date-fns/locale'
import { endOfMonth, format, parseISO, startOfDay, startOfMonth } from 'date-fns'
import 'react-day-picker/style.css'
import type { components } from '@/api/schema'
import { useTranslation } from '@/i18n/react'
import { formatDate } from '@/lib/format'
import { notPast, useLastStartDate } from '@/lib/config/site-config'
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

/** What a day is (its date and why it cannot be chosen), for the day buttons' titles. */
const DayText = createContext<(date: Date) => string>(() => '')

/**
 * react-day-picker's own day button, which follows the picker's keyboard focus, with a title (the same
 * text as its name: why a day cannot be chosen shows on hover too) and the date the tests look for.
 * Defined once: a component made inside the calendar would be a new type each render and lose focus.
 */
function TitledDayButton(props: DayButtonProps) {
  const dayText = useContext(DayText)
  return (
    <DayButton
      {...props}
      // A day of a month still loading takes the focus (the keys move through it) but cannot be chosen yet.
      aria-disabled={props['aria-disabled'] || props.modifiers.pending || undefined}
      title={dayText(props.day.date)}
      data-day={isoDay(props.day.date)}
    />
  )
}

/**
 * The month of start dates for a stay length and group: available days can be chosen, the others are
 * disabled and say why (full, closed, too soon...) to screen readers and in their title. A
 * react-day-picker grid, whose keyboard is its own: the arrow keys move focus by day and week (over
 * the days that cannot be chosen), Page Up/Down by month, Home/End to the week's ends, Enter or Space chooses.
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
  // The month ends early when it holds the last day stays can start on; later months are not shown.
  const { lastStart, pending } = useLastStartDate()
  const from = isoDay(startOfMonth(month))
  const to = notPast(isoDay(endOfMonth(month)), lastStart)
  const query = usePackageAvailability({ packageId, from, to, days, people }, !pending)
  const starts = useMemo(() => {
    const byDay = new Map<string, StartDate>()
    for (const start of query.data?.starts ?? []) byDay.set(start.date, start)
    return byDay
  }, [query.data])
  const chosen = value ? starts.get(value) : undefined
  const left = chosen?.available ? chosen.left : null
  // Told after the render (the parent's state: a change during this render would be refused).
  const known = Boolean(chosen || !value)
  useEffect(() => {
    if (known) onPlacesLeft?.(left)
  }, [known, left, onPlacesLeft])

  // The month shown is known once its own answer is in (not the last month's, kept while it loads).
  const loaded = query.isSuccess && !query.isPlaceholderData
  const monthEnd = isoDay(endOfMonth(month))
  /** Why a day cannot be chosen: the server's reason, 'unknown' when it said nothing, 'pending' while its month loads. */
  const reasonOf = (date: Date): Reason | 'unknown' | 'pending' | null => {
    const day = isoDay(date)
    const start = starts.get(day)
    if (start) return start.available ? null : (start.reason ?? 'unknown')
    return loaded && day >= from && day <= monthEnd ? 'unknown' : 'pending'
  }
  // A day of a month not loaded yet is not disabled: react-day-picker moves the focus over enabled days
  // only, so Page Down into a month still loading would find none and leave the focus where it was.
  const disabled: Matcher[] = [
    { before: startOfDay(new Date()) },
    (date) => !['pending', null].includes(reasonOf(date)),
  ]
  const pendingDay: Matcher = (date) => reasonOf(date) === 'pending'
  const unavailable: Matcher = (date) => !['pending', 'unknown', null].includes(reasonOf(date))
  // Why a start is not offered; "full" with places left means too few for the group, and says how many.
  const unavailableText = (start: StartDate) =>
    start.reason === 'full' && start.left > 0
      ? t('availability.picker.tooFewLeft', { count: start.left })
      : t(`availability.picker.reasons.${start.reason ?? 'full'}`)
  const dayText = (date: Date) => {
    const start = starts.get(isoDay(date))
    const label = formatDate(isoDay(date), lang, { weekday: 'long', day: 'numeric', month: 'long' })
    // A day the server said nothing about (before today, past the last start) once the month is known.
    if (!start)
      return reasonOf(date) === 'unknown'
        ? t('availability.picker.dayLabel', { date: label, status: t('availability.picker.reasons.blocked') })
        : label
    const status = start.available
      ? t('availability.picker.available', {
          places: t('availability.picker.placesLeft', { count: start.left }),
        })
      : unavailableText(start)
    return t('availability.picker.dayLabel', { date: label, status })
  }

  return (
    <DayText value={dayText}>
      {/* The typed date beside it works without a script; the calendar asks the server for its days. */}
      <div
        className="needs-script space-y-2"
        data-testid="start-date-calendar"
        aria-busy={query.isFetching || undefined}
      >
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white p-2">
          <DayPicker
            mode="single"
            locale={LOCALES[lang] ?? enGB}
            weekStartsOn={1}
            month={month}
            onMonthChange={setMonth}
            startMonth={startOfMonth(new Date())}
            endMonth={lastStart ? startOfMonth(parseISO(lastStart)) : undefined}
            selected={selected}
            onSelect={(date) => date && reasonOf(date) === null && onChange(isoDay(date))}
            disabled={disabled}
            modifiers={{ unavailable, pending: pendingDay }}
            modifiersClassNames={{
              unavailable: 'text-slate-400 line-through decoration-slate-400',
              pending: 'text-slate-400',
            }}
            labels={{
              // The name goes on the month's grid (a name on the picker's role-less box is not allowed).
              labelGrid: (date) =>
                `${t('availability.picker.calendarLabel')}, ${new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(date)}`,
              labelDayButton: (date) => dayText(date),
              labelNext: () => t('availability.picker.nextMonth'),
              labelPrevious: () => t('availability.picker.previousMonth'),
            }}
            components={{ DayButton: TitledDayButton }}
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
            {
              swatch: 'border border-ocean-700 bg-white',
              round: true,
              label: t('availability.picker.legendAvailable'),
            },
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
    </DayText>
  )
}
