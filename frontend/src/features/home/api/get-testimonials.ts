import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { homeKeys } from './keys'
import { fromPage } from '@/api/initial-data'
import type { Language } from '@/i18n/languages'

/** Real reviews for the home page; empty while there are not enough (the CMS testimonials show then). */
export function getTestimonials(lang: Language) {
  return unwrap(api.GET('/api/v1/reviews/testimonials', { params: { query: { lang } } }))
}

type Testimonials = Awaited<ReturnType<typeof getTestimonials>>

export const testimonialsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: homeKeys.testimonials(lang),
    queryFn: () => getTestimonials(lang),
    ...fromPage<Testimonials>('/api/v1/reviews/testimonials', { lang }),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  })

export function useTestimonials(lang: Language) {
  return useQuery(testimonialsQueryOptions(lang))
}
