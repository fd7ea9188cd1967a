import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import {
  BadgeCheck,
  BriefcaseBusiness,
  HandHeart,
  HeartHandshake,
  MapPin,
  Newspaper,
  ShieldCheck,
  Users,
  Wallet,
} from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/layout/page-shell'
import { buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { formatFigure } from '@/lib/format'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useScrollToHash } from '@/lib/ui/use-scroll-to-hash'
import { useContentOverride, type ContentSectionItem } from '../api/get-content-section'
import { ContentSection, InfoCard, WhatsAppButton } from '../components/content-blocks'
import { useSitePolicy } from '../hooks/use-site-policy'
import { EmailAddress } from '@/components/ui/email-address'

// The Markdown renderer is only needed when a CMS text is Markdown: load it on demand.
const Markdown = lazy(() => import('@/components/ui/markdown').then((m) => ({ default: m.Markdown })))

/** A CMS text as the page shows it: Markdown for markdown, plain paragraphs otherwise (never raw HTML). */
export function CmsText({ item }: { item: ContentSectionItem }) {
  if (item.contentType === 'markdown')
    return (
      <Suspense fallback={null}>
        <Markdown>{item.content}</Markdown>
      </Suspense>
    )
  const plain = item.contentType === 'html' ? item.content.replace(/<[^>]*>/g, ' ') : item.content
  return (
    <div className="space-y-4 text-base leading-relaxed text-slate-700">
      {plain
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </div>
  )
}

/** The About page, with the careers and press sections /careers and /press lead to (#careers, #press). */
export function AboutPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('about')
  const lp = useLocalizedPath()
  const { policy } = useSitePolicy()
  useScrollToHash(Boolean(policy))
  const cms = useContentOverride('about')
  const hours = policy?.confirmationHours

  const stats = policy
    ? [
        { value: formatFigure(policy.marketing.campsCount, i18n.language), label: t('about.stats.camps') },
        { value: formatFigure(policy.marketing.yearsExperience, i18n.language), label: t('about.stats.years') },
        { value: formatFigure(policy.marketing.happySurfers, i18n.language), label: t('about.stats.surfers') },
        { value: formatFigure(policy.marketing.instructors, i18n.language), label: t('about.stats.instructors') },
      ]
    : []

  return (
    <>
      <PageHeader title={t('pages.about.title')}>
        <p className="mt-3 max-w-2xl text-lg text-ocean-50/90">{t('about.intro')}</p>
      </PageHeader>

      <ContentSection title={cms?.title || t('about.missionTitle')} id="about-mission">
        <div className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          {cms ? (
            <CmsText item={cms} />
          ) : (
            <p className="text-lg leading-relaxed text-slate-700">{t('about.missionBody')}</p>
          )}
        </div>
        {stats.length ? (
          <dl aria-label={t('about.statsLabel')} className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-2xl bg-ocean-700 px-4 py-5 text-center text-white">
                <dd className="text-2xl font-extrabold sm:text-3xl">{stat.value}</dd>
                <dt className="mt-1 text-xs font-medium text-white sm:text-sm">{stat.label}</dt>
              </div>
            ))}
          </dl>
        ) : null}
      </ContentSection>

      <ContentSection title={t('about.valuesTitle')} id="about-values">
        <div className="grid gap-4 sm:grid-cols-3">
          <InfoCard icon={MapPin} title={t('about.values.localFirstTitle')}>
            {t('about.values.localFirstBody')}
          </InfoCard>
          <InfoCard icon={Users} title={t('about.values.communityTitle')}>
            {t('about.values.communityBody')}
          </InfoCard>
          <InfoCard icon={ShieldCheck} title={t('about.values.trustTitle')}>
            {t('about.values.trustBody')}
          </InfoCard>
        </div>
      </ContentSection>

      <ContentSection title={t('about.whyTitle')} id="about-why">
        <div className="grid gap-4 sm:grid-cols-2">
          <InfoCard icon={BadgeCheck} title={t('about.reasons.handpickedTitle')}>
            {t('about.reasons.handpickedBody')}
          </InfoCard>
          <InfoCard icon={Wallet} title={t('about.reasons.pricesTitle')}>
            {t('about.reasons.pricesBody')}
          </InfoCard>
          <InfoCard icon={HeartHandshake} title={t('about.reasons.supportTitle')}>
            {t('about.reasons.supportBody')}
          </InfoCard>
          {hours ? (
            <InfoCard icon={HandHeart} title={t('about.reasons.flexibleTitle')}>
              {t('about.reasons.flexibleBody', { hours })}
            </InfoCard>
          ) : null}
        </div>
      </ContentSection>

      <ContentSection title={t('about.workTitle')} id="about-work">
        <div className="grid gap-4 sm:grid-cols-2">
          {(['careers', 'press'] as const).map((topic) => (
            <div key={topic} id={topic} className="scroll-mt-32">
              <InfoCard
                icon={topic === 'careers' ? BriefcaseBusiness : Newspaper}
                title={t(`about.${topic}Title`)}
                footer={
                  policy ? (
                    <a
                      href={`mailto:${policy.contactEmail}`}
                      className="text-sm font-semibold text-ocean-700 underline hover:text-ocean-800"
                    >
                      <EmailAddress address={policy.contactEmail} />
                    </a>
                  ) : null
                }
              >
                {t(`about.${topic}Body`)}
              </InfoCard>
            </div>
          ))}
        </div>
      </ContentSection>

      <ContentSection>
        <div className="rounded-3xl bg-gradient-to-br from-ocean-800 to-ocean-600 px-6 py-8 text-white sm:px-10">
          <h2 className="text-2xl font-bold">{t('about.ctaTitle')}</h2>
          <p className="mt-2 text-ocean-50/90">{t('about.ctaBody')}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to={lp(paths.surfCamps)} className={buttonClasses('accent', 'lg')}>
              {t('about.browseCamps')}
            </Link>
            <WhatsAppButton href={policy?.whatsappHref} size="lg">
              {t('about.whatsapp')}
            </WhatsAppButton>
          </div>
        </div>
      </ContentSection>
    </>
  )
}

export default AboutPage
