import { Quote } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { ContentList } from '@/api/types'
import { useApiLanguage } from '@/i18n/api-language'
import { countryName } from '@/i18n/display-names'
import { useContent } from '@/features/site/api/get-content'
import { useTestimonials } from '../api/get-testimonials'
import { Container, SectionHeading } from './section-heading'
import { Stars } from '@/components/ui/stars'

export interface Testimonial {
  name: string
  country: string
  text: string
  rating: number
}

/** The testimonials of the CMS section (a JSON list per language); malformed entries are skipped. */
export function testimonialsOf(content: ContentList | undefined): { title: string | null; items: Testimonial[] } {
  const row = content?.items.find((item) => item.contentType === 'json') ?? content?.items[0]
  if (!row) return { title: null, items: [] }
  try {
    const parsed: unknown = JSON.parse(row.content)
    const list = Array.isArray(parsed) ? parsed : []
    const items = list
      .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
      .filter((entry) => typeof entry.name === 'string' && typeof entry.text === 'string')
      .map((entry) => ({
        name: String(entry.name),
        country: typeof entry.country === 'string' ? entry.country : '',
        text: String(entry.text),
        rating: typeof entry.rating === 'number' ? entry.rating : 5,
      }))
    return { title: row.title, items: items.slice(0, 3) }
  } catch {
    return { title: row.title, items: [] }
  }
}

export function Testimonials() {
  const { t } = useTranslation()
  const lang = useApiLanguage()
  const reviews = useTestimonials(lang)
  const query = useContent('testimonials', lang)
  const cms = testimonialsOf(query.data)
  // Real reviews first when there are enough of them; the CMS texts otherwise.
  const real = (reviews.data?.items ?? []).map((r) => ({
    name: r.name,
    country: countryName(r.country, lang),
    text: r.text,
    rating: r.rating,
  }))
  const items = real.length > 0 ? real : cms.items
  const title = real.length > 0 ? null : cms.title
  if (reviews.isPending || items.length === 0) return null
  return (
    <section aria-labelledby="testimonials-title" className="bg-sand-100/60 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="testimonials-title"
          title={title || t('home.testimonials.title')}
          subtitle={t('home.testimonials.subtitle')}
        />
        <ul className="grid gap-6 md:grid-cols-3" data-testid="testimonials">
          {items.map((item, index) => (
            <li
              key={`${index}-${item.name}`}
              className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200"
            >
              <div className="flex items-center justify-between">
                <Stars large rating={item.rating} label={t('home.testimonials.rating', { rating: item.rating })} />
                <Quote className="h-7 w-7 text-ocean-100" aria-hidden="true" />
              </div>
              <blockquote className="mt-4 flex-1 text-slate-700">{t('common.quoted', { text: item.text })}</blockquote>
              <footer className="mt-5 flex items-center gap-3">
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-ocean-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {item.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="block text-sm text-slate-500">{item.country}</span>
                </span>
              </footer>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
