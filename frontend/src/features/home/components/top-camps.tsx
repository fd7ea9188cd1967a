import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { SearchBar } from '@/features/catalogue/components/search-bar'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import dawn from '../assets/scene-dawn.svg'
import sunset from '../assets/scene-sunset.svg'
import village from '../assets/scene-village.svg'
import { Container, SectionHeading } from './section-heading'

export function QuickSearch() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="search-title" className="bg-white py-16 sm:py-20">
      <Container>
        <SectionHeading id="search-title" title={t('home.search.title')} subtitle={t('home.search.subtitle')} />
        <SearchBar />
      </Container>
    </section>
  )
}

const PLACES = [
  { key: 'taghazout', to: paths.taghazoutCamps, image: village },
  { key: 'tamraght', to: paths.tamraghtCamps, image: dawn },
  { key: 'holiday', to: paths.surfCamps, image: sunset },
] as const

export function TopCamps() {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  // The landing pages the cards do not show, each under its own title, then the whole list.
  const quickLinks = [
    ...(['imsouaneCamps', 'agadirCamps', 'beginnerCamps', 'surfYogaCamps'] as const).map((page) => ({
      to: paths[page],
      label: t(`pages.${page}.title`),
    })),
    { to: paths.surfCamps, label: t('home.top.linkAll') },
  ]
  return (
    <section aria-labelledby="top-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="top-title" title={t('home.top.title')} subtitle={t('home.top.subtitle')} />
        <ul className="grid gap-6 md:grid-cols-3">
          {PLACES.map(({ key, to, image }) => (
            <li key={key}>
              <Link
                to={lp(to)}
                className="group relative flex aspect-[4/3] flex-col justify-end overflow-hidden rounded-3xl p-6 text-white shadow-lg"
              >
                <ImageWithFallback
                  src={image}
                  alt=""
                  aria-hidden="true"
                  placeholder="plain"
                  placeholderClassName="from-ocean-600 to-ocean-900"
                  className="absolute inset-0 -z-10 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <span
                  className="absolute inset-0 -z-10 bg-gradient-to-t from-ocean-950/85 via-ocean-950/35 to-transparent"
                  aria-hidden="true"
                />
                <span className="text-xl font-bold">{t(`home.top.${key}Title`)}</span>
                <span className="mt-1 text-sm text-white/85">{t(`home.top.${key}Text`)}</span>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-sunset-400">
                  {t('home.top.explore')}
                  <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <nav aria-label={t('home.top.quickLinks')} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-3">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={lp(link.to)}
                  className="inline-flex items-center gap-1 rounded-full border border-ocean-200 bg-white px-4 py-2 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
                >
                  {link.label}
                  <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </section>
  )
}
