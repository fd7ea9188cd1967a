import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { fromPage } from '@/api/initial-data'
import type { MyBooking } from '@/api/types'
import type { Language } from '@/i18n/languages'
import { myBookingKeys } from './keys'

export function getMyBooking(token: string, lang: Language) {
  return unwrap(api.GET('/api/v1/my-booking/{token}', { params: { path: { token }, query: { lang } } }))
}

export const myBookingQuery = (token: string, lang: Language) =>
  queryOptions({
    queryKey: myBookingKeys.booking(token, lang),
    queryFn: () => getMyBooking(token, lang),
    // The page the link opens comes with the booking (backend/app/seo/service.py), so it and its forms work
    // without a script; a link that opens nothing comes with the API's 404.
    ...fromPage<MyBooking>(`/api/v1/my-booking/${encodeURIComponent(token)}`, { lang }),
    retry: false,
  })

export function useMyBooking(token: string, lang: Language, enabled: boolean) {
  return useQuery({ ...myBookingQuery(token, lang), enabled })
}

/** The stay as a calendar file, downloaded from the same link. */
export function myBookingCalendarUrl(token: string): string {
  return `/api/v1/my-booking/${encodeURIComponent(token)}/calendar.ics`
}
