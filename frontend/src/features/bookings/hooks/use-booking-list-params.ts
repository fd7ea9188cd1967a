import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { bookingStatusValues } from '@/api/enums'
import type { BookingStatus } from '@/api/types'
import type { AdminBookingFilters as BookingFilters } from '../api/list-bookings'

const DAY = /^\d{4}-\d{2}-\d{2}$/

export type BookingListParam = 'q' | 'status' | 'from' | 'to' | 'page' | 'booking'

/**
 * The back office's bookings list as the URL keeps it (`?q=&status=&from=&to=&page=&booking=`): a reload,
 * a shared link and back/forward show the same list; an e-mail's `?booking=ID` opens that booking.
 * A value that does not parse is left out, never sent.
 */
export function useBookingListParams() {
  const [params, setParams] = useSearchParams()
  const filters: BookingFilters = useMemo(() => {
    const status = params.get('status') ?? ''
    const day = (name: string) => {
      const value = params.get(name) ?? ''
      return DAY.test(value) ? value : ''
    }
    const page = Number(params.get('page'))
    return {
      q: params.get('q') ?? '',
      status: (bookingStatusValues as readonly string[]).includes(status) ? (status as BookingStatus) : '',
      startsFrom: day('from'),
      startsTo: day('to'),
      page: Number.isInteger(page) && page > 1 ? page : 1,
    }
  }, [params])
  const bookingParam = Number(params.get('booking'))
  const booking = Number.isInteger(bookingParam) && bookingParam > 0 ? bookingParam : null

  // The params the next change starts from: the URL's, and any change made since it was last rendered.
  // (React Router hands a change the params of the render its setter came from: the search field's
  // delayed change, made after a status was picked but with the setter of before, put the old status back.)
  const latest = useRef(params)
  useLayoutEffect(() => {
    latest.current = params
  }, [params])

  /** Sets some params ('' removes one); any filter change starts again at page 1. */
  const update = useCallback(
    (changes: Partial<Record<BookingListParam, string>>) => {
      const next = new URLSearchParams(latest.current)
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value)
        else next.delete(name)
      }
      if (!('page' in changes) && Object.keys(changes).some((name) => name !== 'booking')) next.delete('page')
      latest.current = next
      setParams(next)
    },
    [setParams],
  )
  return { filters, booking, update }
}
