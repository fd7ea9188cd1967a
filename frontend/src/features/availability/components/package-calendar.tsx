import { useMemo, useState, type KeyboardEvent } from 'react'
import { addDays, addMonths, endOfMonth, format, getISODay, parseISO, startOfMonth } from 'date-fns'
import { ChevronLeft, ChevronRight, ShieldAlert } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Alert, Button, Input, Select } from '@/components/ui'
import { Legend } from '@/components/ui/legend'
import { formatDate } from '@/lib/format'
import { notPast, useLastStartDate } from '@/lib/config/site-config'
import { cn } from '@/lib/ui/cn'
import { useChangeDays, usePackageCalendar, type CalendarDay, type CalendarScope } from '../api/package-calendar'
import { PackageRulesForm } from './package-rules-form'
import { HoldNotice } from './hold-notice'

export interface CalendarPackage {
  id: number
  name: string
}

export interface PackageCalendarProps {
  scope: CalendarScope
  packages: CalendarPackage[]
}

const iso = (date: Date) => format(date, 'yyyy-MM-dd')
// The first month the server takes a day of (app/kit/dates.py FIRST_DAY).
const FIRST_MONTH = '2000-01-01'

/**
 * A camp's availability by day for one package at a time: places taken by confirmed bookings, held
 * by pending requests, blocked (by hand or by an imported calendar) and left. Days are toggle
 * buttons (arrow keys move between them, Space or Enter selects); the selection can be blocked,
 * freed or given another number of places. Below, the requests holding places on the month's days,
 * each with its hold (flagged when suspicious) and "Release hold"; a day with a suspicious hold is
 * marked. Used by the owner dashboard and the back office.
 */
export function PackageCalendar({ scope, packages }: PackageCalendarProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const [packageId, setPackageId] = useState<number | null>(packages[0]?.id ?? null)
  const [month, setMonth] = useState(() => startOfMonth(new Date()))
  const [selected, setSelected] = useState<string[]>([])
  const [places, setPlaces] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  // The server takes days from 2000 to the last day stays can start on: the months stop there.
  const { lastStart, pending } = useLastStartDate()
  const from = iso(startOfMonth(month))
  const to = notPast(iso(endOfMonth(month)), lastStart)
  const hasNext = lastStart === undefined || iso(addMonths(month, 1)) <= lastStart
  const hasPrevious = from > FIRST_MONTH
  const calendar = usePackageCalendar(scope, pending ? null : packageId, from, to)
  const change = useChangeDays(scope, packageId ?? 0)
  const days = calendar.data?.days ?? []
  const holds = calendar.data?.holds
  // The days a suspicious hold covers (its stay's days), marked on the grid.
  const suspiciousDays = useMemo(() => {
    const marked = new Set<string>()
    for (const hold of (holds ?? []).filter((h) => h.hold.suspicious)) {
      for (let n = 0; n < hold.numberOfDays; n++) marked.add(iso(addDays(parseISO(hold.startDate), n)))
    }
    return marked
  }, [holds])
  const lead = (getISODay(startOfMonth(month)) + 6) % 7 // empty cells before the 1st (weeks start on Monday)
  const weekdays = useMemo(
    () =>
      Array.from({ length: 7 }, (_, i) =>
        new Intl.DateTimeFormat(lang, { weekday: 'short' }).format(addDays(new Date(2024, 0, 1), i)),
      ),
    [lang],
  )

  function toggle(day: string) {
    setSelected((current) => (current.includes(day) ? current.filter((d) => d !== day) : [...current, day]))
    setMessage(null)
  }

  function move(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key]
    if (step === undefined) return
    event.preventDefault()
    const target = iso(addDays(parseISO(day), step))
    document.querySelector<HTMLButtonElement>(`[data-calendar-day="${target}"]`)?.focus()
  }

  async function save(body: { blocked?: boolean; places?: number | null }) {
    if (selected.length === 0 || packageId === null) return
    try {
      await change.mutateAsync({ days: selected, ...body })
      setSelected([])
      setMessage({ ok: true, text: t('availability.calendar.saved') })
    } catch {
      setMessage({ ok: false, text: t('availability.calendar.failed') })
    }
  }

  const dayLabel = (day: CalendarDay) => {
    const parts = [
      t('availability.calendar.dayLabel', {
        date: formatDate(day.date, lang, { weekday: 'long', day: 'numeric', month: 'long' }),
        left: day.left,
        places: day.places,
        confirmed: day.confirmed,
        held: day.held,
      }),
    ]
    if (day.blockedByHand) parts.push(t('availability.calendar.blockedByHand'))
    if (day.blockedBy.length > 0) parts.push(t('availability.calendar.blockedBy', { names: day.blockedBy.join(', ') }))
    if (day.closed) parts.push(t('availability.calendar.closed'))
    if (suspiciousDays.has(day.date)) parts.push(t('availability.holds.calendarDay'))
    return parts.join('. ')
  }

  if (packages.length === 0 || packageId === null) return null
  return (
    <section className="space-y-5" aria-labelledby="package-calendar-title" data-testid="package-calendar">
      <div>
        <h2 id="package-calendar-title" className="text-lg font-bold text-slate-900">
          {t('availability.calendar.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t(scope === 'admin' ? 'availability.calendar.introTeam' : 'availability.calendar.intro')}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="block min-w-0 basis-full space-y-1.5 text-sm font-medium text-slate-800 sm:max-w-sm sm:flex-1 sm:basis-auto">
          <span>{t('availability.calendar.package')}</span>
          <Select
            value={packageId}
            onChange={(e) => {
              setPackageId(Number(e.target.value))
              setSelected([])
            }}
            options={packages.map((p) => ({ value: p.id, label: p.name }))}
          />
        </label>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('availability.calendar.previous')}
            disabled={!hasPrevious}
            onClick={() => setMonth((m) => addMonths(m, -1))}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          </Button>
          <p className="min-w-32 text-center text-sm font-semibold text-slate-900" aria-live="polite">
            {new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(month)}
          </p>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('availability.calendar.next')}
            disabled={!hasNext}
            onClick={() => setMonth((m) => addMonths(m, 1))}
          >
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>

      <Legend
        label={t('availability.calendar.title')}
        items={[
          { swatch: 'bg-ocean-700', label: t('availability.calendar.legend.confirmed') },
          { swatch: 'bg-amber-400', label: t('availability.calendar.legend.held') },
          { swatch: 'bg-slate-400', label: t('availability.calendar.legend.blocked') },
          { swatch: 'border border-emerald-600 bg-emerald-50', label: t('availability.calendar.legend.left') },
        ]}
      />

      {calendar.isPending ? (
        <p className="text-sm text-slate-600">{t('availability.calendar.loading')}</p>
      ) : (
        <div className="grid grid-cols-7 gap-1 sm:gap-1.5" role="group" aria-label={t('availability.calendar.title')}>
          {weekdays.map((name) => (
            <div key={name} className="pb-1 text-center text-xs font-semibold text-slate-500" aria-hidden="true">
              {name}
            </div>
          ))}
          {Array.from({ length: lead }, (_, i) => (
            <div key={`lead-${i}`} aria-hidden="true" />
          ))}
          {days.map((day) => {
            const isSelected = selected.includes(day.date)
            const blocked = day.blockedByHand || day.blockedBy.length > 0 || day.closed
            const total = Math.max(day.places, 1)
            return (
              <button
                key={day.date}
                type="button"
                data-calendar-day={day.date}
                aria-pressed={isSelected}
                aria-label={dayLabel(day)}
                title={dayLabel(day)}
                onClick={() => toggle(day.date)}
                onKeyDown={(e) => move(e, day.date)}
                className={cn(
                  'flex min-h-14 min-w-0 flex-col rounded-lg border p-1 text-left text-xs transition-colors focus-visible:ring-3 focus-visible:ring-ocean-500/50 focus-visible:outline-none sm:min-h-20 sm:p-1.5',
                  blocked
                    ? 'border-slate-300 bg-[repeating-linear-gradient(135deg,#f1f5f9_0,#f1f5f9_6px,#e2e8f0_6px,#e2e8f0_12px)] text-slate-500'
                    : day.left === 0
                      ? 'border-red-200 bg-red-50 text-red-800'
                      : 'border-emerald-200 bg-emerald-50/60 text-slate-800',
                  isSelected && 'ring-3 ring-ocean-600 ring-offset-1',
                )}
              >
                <span className="flex items-center justify-between gap-1">
                  <span className="inline-flex items-center gap-0.5 font-semibold">
                    {Number(day.date.slice(8))}
                    {suspiciousDays.has(day.date) ? (
                      <ShieldAlert className="h-3 w-3 text-amber-600" aria-hidden="true" data-suspicious-day />
                    ) : null}
                  </span>
                  <span className={cn('tabular-nums', day.placesChanged && 'font-bold text-ocean-800')}>
                    {day.left}/{day.places}
                  </span>
                </span>
                <span className="mt-auto flex h-1.5 w-full overflow-hidden rounded-full bg-white" aria-hidden="true">
                  <span className="bg-ocean-700" style={{ width: `${(100 * day.confirmed) / total}%` }} />
                  <span className="bg-amber-400" style={{ width: `${(100 * day.held) / total}%` }} />
                </span>
                {blocked ? (
                  <span className="mt-0.5 hidden truncate sm:block">
                    {day.closed
                      ? t('availability.calendar.closed')
                      : day.blockedBy.length > 0
                        ? day.blockedBy.join(', ')
                        : t('availability.calendar.legend.blocked')}
                  </span>
                ) : null}
              </button>
            )
          })}
        </div>
      )}

      <div
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
        role="region"
        aria-label={t('availability.calendar.selectedDays', { count: selected.length })}
      >
        <p className="text-sm font-medium text-slate-800" aria-live="polite" data-testid="calendar-selection">
          {selected.length > 0
            ? t('availability.calendar.selectedDays', { count: selected.length })
            : t('availability.calendar.noneSelected')}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <Button
            size="sm"
            disabled={selected.length === 0 || change.isPending}
            onClick={() => save({ blocked: true })}
          >
            {t('availability.calendar.block')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={selected.length === 0 || change.isPending}
            onClick={() => save({ blocked: false })}
          >
            {t('availability.calendar.free')}
          </Button>
          <label className="flex items-end gap-2 text-sm text-slate-800">
            <span className="pb-2">{t('availability.calendar.places')}</span>
            <Input
              type="number"
              min={0}
              max={500}
              inputMode="numeric"
              className="w-20"
              value={places}
              onChange={(e) => setPlaces(e.target.value)}
            />
          </label>
          <Button
            size="sm"
            variant="secondary"
            disabled={selected.length === 0 || places === '' || change.isPending}
            onClick={() => save({ places: Number(places) })}
          >
            {t('availability.calendar.setPlaces')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={selected.length === 0 || change.isPending}
            onClick={() => save({ places: null })}
          >
            {t('availability.calendar.resetPlaces')}
          </Button>
          <Button size="sm" variant="ghost" disabled={selected.length === 0} onClick={() => setSelected([])}>
            {t('availability.calendar.clear')}
          </Button>
        </div>
        {message ? <Alert variant={message.ok ? 'success' : 'error'}>{message.text}</Alert> : null}
      </div>

      {calendar.data ? (
        <section className="space-y-3" aria-labelledby="calendar-holds-title" data-testid="calendar-holds">
          <h3 id="calendar-holds-title" className="text-base font-semibold text-slate-900">
            {t('availability.holds.calendarTitle')}
          </h3>
          {!holds?.length ? (
            <p className="text-sm text-slate-600">{t('availability.holds.calendarEmpty')}</p>
          ) : (
            <ul className="space-y-2">
              {holds.map((hold) => (
                <li key={hold.id} className="space-y-1">
                  <p className="text-sm text-slate-800">
                    <span className="font-semibold">{hold.fullName}</span>{' '}
                    <span className="font-mono text-xs text-slate-500">{hold.bookingReference}</span>
                    <span className="block text-slate-600">
                      {t('availability.holds.stay', {
                        start: formatDate(hold.startDate, lang),
                        end: formatDate(iso(addDays(parseISO(hold.startDate), hold.numberOfDays)), lang),
                        people: t('availability.holds.people', { count: hold.numberOfPeople }),
                      })}
                    </span>
                  </p>
                  <HoldNotice scope={scope} request={hold} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {calendar.data ? (
        <PackageRulesForm key={packageId} scope={scope} packageId={packageId} settings={calendar.data.settings} />
      ) : null}
    </section>
  )
}
