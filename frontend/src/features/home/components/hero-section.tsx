import { Link } from 'react-router'
import { Award, ShieldCheck } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { SiteConfig } from '@/api/types'
import { buttonClasses } from '@/components/ui/button'
import { srcSetOf } from '@/lib/images'
import { useApiLanguage } from '@/i18n/api-language'
import { useContent } from '@/features/site/api/get-content'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { cn } from '@/lib/ui/cn'
import { formatFigure } from '@/lib/format'
import heroScene from '../assets/scene-village.svg'
import { Container } from './section-heading'

/** Heading and button to the camp list; an active CMS "hero" row overrides the built-in texts. */
export function HeroSection({ config, image }: { config: SiteConfig | undefined; image?: string | null }) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  const lang = useApiLanguage()
  const cms = useContent('hero', lang).data
  const row = cms && cms.language === lang ? cms.items[0] : undefined
  const hours = config?.confirmationHours ?? 24
  const heading = row?.title || t('home.hero.heading')
  const subheading = row?.content || t('home.hero.subheading', { hours })
  // Only media that really featured us, from configuration: never invented names.
  const media = config?.marketing.pressMentions ?? []
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ocean-950 text-white">
      <img src={heroScene} alt="" aria-hidden="true" className="absolute inset-0 -z-20 h-full w-full object-cover" />
      {image ? (
        // Over the drawn scene, which is the page's largest paint: the photo comes after the text and
        // the styles, at low priority and not preloaded (docs/performance.md, "Code after the first paint").
        <img
          src={image}
          srcSet={srcSetOf(image)}
          sizes="100vw"
          alt=""
          aria-hidden="true"
          fetchPriority="low"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      ) : null}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ocean-950/90 via-ocean-950/65 to-ocean-950/20"
        aria-hidden="true"
      />
      <Container className="py-20 sm:py-28 lg:py-32">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold backdrop-blur">
            <ShieldCheck className="h-4 w-4 text-emerald-300" aria-hidden="true" />
            {t('home.hero.trustedPlatform')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
            style={{ fontFamily: 'var(--font-display)' }}
          >
            {heading}
          </h1>
          <p className="mt-5 text-lg text-ocean-50/90 sm:text-xl">{subheading}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={lp(paths.surfCamps)} className={buttonClasses('accent', 'lg')}>
              {t('home.hero.cta')}
            </Link>
            <a
              href="#featured-deal"
              className={buttonClasses('outline', 'lg', 'border-white/40 bg-white/10 text-white hover:bg-white/20')}
            >
              {t('home.hero.secondaryCta')}
            </a>
          </div>
          <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
            {config ? (
              <p className="inline-flex items-center gap-2 font-semibold">
                <Award className="h-5 w-5 text-amber-300" aria-hidden="true" />
                {t('home.hero.trustedBy', { camps: formatFigure(config.marketing.campsCount, lang) })}
              </p>
            ) : null}
          </div>
          {media.length > 0 ? (
            <div className="mt-8 border-t border-white/15 pt-6">
              <p className="text-xs font-semibold tracking-widest text-ocean-100/80 uppercase">
                {t('home.hero.featuredIn')}
              </p>
              <ul
                className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-lg font-bold text-white/80 italic"
                style={{ fontFamily: 'Georgia, serif' }}
              >
                {media.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}

export function StatsStrip({ config }: { config: SiteConfig | undefined }) {
  const { t, i18n } = useTranslation()
  const marketing = config?.marketing
  const figure = (value: number | undefined) => (value === undefined ? undefined : formatFigure(value, i18n.language))
  const stats = [
    [figure(marketing?.campsCount), t('home.stats.camps')],
    [figure(marketing?.yearsExperience), t('home.stats.years')],
    [figure(marketing?.happySurfers), t('home.stats.surfers')],
    [figure(marketing?.instructors), t('home.stats.instructors')],
  ]
  // Until the figures arrive, the same strip stays invisible, so the page below it does not move.
  return (
    <section
      aria-label={marketing ? t('home.stats.label') : undefined}
      aria-hidden={marketing ? undefined : true}
      className="bg-ocean-800 text-white"
    >
      <Container>
        <dl
          className={cn(
            'grid grid-cols-2 divide-white/10 py-8 text-center sm:grid-cols-4 sm:divide-x',
            !marketing && 'invisible',
          )}
          data-testid={marketing ? 'stats-strip' : undefined}
        >
          {stats.map(([value, label]) => (
            <div key={label} className="flex flex-col-reverse px-2 py-3">
              <dt className="text-sm text-ocean-100">{label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight sm:text-4xl">{value ?? '\u00a0'}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
