import { useEffect, useRef, useState } from 'react'
import { Search } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { bookingStatusValues } from '@/api/enums'
import type { BookingStatus } from '@/api/types'
import { Input, Select } from '@/components/ui'
import type { AdminBookingFilters } from '../api/list-bookings'
import type { BookingListParam } from '../hooks/use-booking-list-params'
import { ExportBookingsButton } from './export-button'

function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms)
    return () => window.clearTimeout(timer)
  }, [value, ms])
  return debounced
}

export interface BookingFiltersProps {
  filters: AdminBookingFilters
  update: (changes: Partial<Record<BookingListParam, string>>) => void
  /** The server refused the range (from after to): the second date names the message. */
  rangeErrorId?: string
  onExportError: (error: unknown) => void
}

/** The back office's booking filters as the URL keeps them: search (typed, then sent), status, start dates, and the CSV of what they find. */
export function BookingFilters({ filters, update, rangeErrorId, onExportError }: BookingFiltersProps) {
  const { t } = useTranslation()
  const { q, status, startsFrom, startsTo } = filters
  const [search, setSearch] = useState(q)
  const [shownQ, setShownQ] = useState(q)
  if (shownQ !== q) {
    // Back/forward (or a link) changed the search: the field shows it.
    setShownQ(q)
    setSearch(q)
  }
  const typed = useDebounced(search)
  const lastTyped = useRef(typed)
  useEffect(() => {
    if (typed === lastTyped.current) return
    lastTyped.current = typed
    if (typed !== q) update({ q: typed })
  }, [typed, q, update])
  const rangeReversed = Boolean(startsFrom && startsTo && startsFrom > startsTo)
  const day = (param: 'from' | 'to', value: string, label: string, describedBy?: string) => (
    <label className="block">
      <span className="sr-only">{label}</span>
      <Input
        type="date"
        value={value}
        onChange={(e) => update({ [param]: e.target.value })}
        aria-label={label}
        title={label}
        aria-invalid={rangeReversed || undefined}
        aria-describedby={describedBy}
        className="h-9 py-1.5"
      />
    </label>
  )
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
      <label className="relative block sm:w-96">
        <span className="sr-only">{t('adminBookings.searchLabel')}</span>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('adminBookings.searchPlaceholder')}
          className="h-9 pl-9"
        />
      </label>
      <label className="block sm:w-44">
        <span className="sr-only">{t('adminBookings.statusFilter')}</span>
        <Select
          value={status}
          onChange={(e) => update({ status: e.target.value as BookingStatus | '' })}
          className="h-9 py-1.5"
          placeholder={t('adminBookings.all')}
          options={bookingStatusValues.map((value) => ({ value, label: t(`adminCommon.bookingStatus.${value}`) }))}
        />
      </label>
      <div className="grid grid-cols-2 gap-2">
        {day('from', startsFrom, t('adminBookings.startsFrom'))}
        {day('to', startsTo, t('adminBookings.startsTo'), rangeErrorId)}
      </div>
      <ExportBookingsButton
        scope="admin"
        filters={{ q, status, startsFrom, startsTo }}
        label={t('adminBookings.exportCsv')}
        onError={onExportError}
        className="h-9"
      />
    </div>
  )
}
