import { Link } from 'react-router'
import {
  BadgeCheck,
  Globe2,
  LayoutDashboard,
  MapPin,
  MessageCircle,
  Mail,
  PiggyBank,
  Users,
  Waves,
  ChevronDown,
} from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Spinner, buttonClasses } from '@/components/ui'
import { LoadFailed } from '@/components/ui/load-failed'
import { useSiteConfig } from '@/lib/config/site-config'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { formatFigure, formatNumber } from '@/lib/format'
import { whatsappLink } from '@/lib/config/whatsapp'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useScrollToHash } from '@/lib/ui/use-scroll-to-hash'
import { PlanCards } from './plan-cards'
import { commissionPercent } from './plans'
import { ExternalLink } from '@/components/ui/external-link'
import { WaveEdge } from '@/components/layout/page-shell'

const BENEFITS = [
  { key: 'reach', Icon: Users },
  { key: 'languages', Icon: Globe2 },
  { key: 'noUpfront', Icon: PiggyBank },
  { key: 'dashboard', Icon: LayoutDashboard },
  { key: 'localTeam', Icon: MapPin },
  { key: 'verified', Icon: BadgeCheck },
] as const

const QUESTIONS = ['1', '2', '3', '4', '5', '6'] as const

// Buttons on coloured bands: full class lists (no variant to override, cn does not merge classes).
const bandButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white'
const solidOnBand = `${bandButton} bg-white text-sunset-700 shadow-sm hover:bg-sunset-50`
const outlineOnBand = `${bandButton} border border-white/60 text-white hover:bg-white/10`

/** /join-partner: benefits, plans (anchor #pricing, where /pricing leads), partner FAQ and a call to action. */
export default function PartnerPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('pricing')
  const lp = useLocalizedPath()
  const config = useSiteConfig()
  const hours = config.data?.confirmationHours ?? 24
  const percent = commissionPercent(config.data?.plans)

  // /join-partner#pricing (where /pricing leads) opens at the plans once they have rendered.
  useScrollToHash(Boolean(config.data))

  return (
    <div>
      <section className="relative overflow-hidden bg-gradient-to-br from-ocean-900 via-ocean-800 to-ocean-600 text-white">
        <WaveEdge />
        <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 sm:pb-28 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-ocean-50">
            <Waves className="h-4 w-4" aria-hidden="true" />
            {t('partner.landing.eyebrow')}
          </p>
          <h1
            className="mt-4 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl"
            style={{ fontFamily: 'var(--font-display)' }}
          >
            {t('partner.landing.heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-ocean-50/90 sm:text-lg">{t('partner.landing.subheading')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={lp(paths.partnerSignup)} className={buttonClasses('accent', 'lg')}>
              {t('partner.landing.apply')}
            </Link>
            <a
              href="#pricing"
              className={`${bandButton} border border-white/40 bg-white/10 text-white hover:bg-white/20`}
            >
              {t('partner.landing.seePricing')}
            </a>
          </div>
          {config.data ? (
            <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
              {[
                [formatFigure(config.data.marketing.campsCount, i18n.language), t('partner.landing.figures.camps')],
                [formatFigure(config.data.marketing.happySurfers, i18n.language), t('partner.landing.figures.surfers')],
                [formatNumber(3, i18n.language), t('partner.landing.figures.languages')],
                [formatNumber(hours, i18n.language), t('partner.landing.figures.reply')],
              ].map(([value, label]) => (
                <div key={label} className="rounded-2xl bg-white/10 px-4 py-3">
                  <dt className="sr-only">{label}</dt>
                  <dd className="text-2xl font-extrabold">{value}</dd>
                  <dd className="text-xs text-ocean-50/80">{label}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8" aria-labelledby="benefits-heading">
        <SectionIntro
          id="benefits-heading"
          title={t('partner.benefits.heading')}
          text={t('partner.benefits.subheading')}
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key} className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`partner.benefits.${key}.title`)}</h3>
              <p className="mt-1.5 text-sm text-slate-600">{t(`partner.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="pricing" className="scroll-mt-20 bg-white py-14 sm:py-20" aria-labelledby="pricing-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionIntro
            id="pricing-heading"
            title={t('partner.pricing.heading')}
            text={t('partner.pricing.subheading')}
          />
          <div className="mt-12">
            {config.isPending ? (
              <div className="flex justify-center py-10">
                <Spinner size="lg" />
              </div>
            ) : config.isError ? (
              <LoadFailed
                message={t('partner.pricing.loadFailed')}
                retryLabel={t('partner.pricing.retry')}
                onRetry={config.refetch}
                className="mx-auto max-w-lg text-center"
              />
            ) : (
              <PlanCards plans={config.data.plans} paymentProviderEnabled={config.data.paymentProviderEnabled} />
            )}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20" aria-labelledby="partner-faq-heading">
        <h2
          id="partner-faq-heading"
          className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {t('partner.faq.heading')}
        </h2>
        <div className="mt-8 divide-y divide-sand-200 rounded-3xl border border-sand-200 bg-white">
          {QUESTIONS.map((n) => (
            <details key={n} className="group px-5 py-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {t(`partner.faq.q${n}`)}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="mt-3 text-sm text-slate-600">{t(`partner.faq.a${n}`, { percent, hours })}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="px-4 pb-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-sunset-500 to-sunset-600 px-6 py-10 text-center text-white shadow-lg sm:px-12 sm:py-14">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('partner.cta.heading')}</h2>
          <p className="mt-3 text-sunset-50">{t('partner.cta.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={lp(paths.partnerSignup)} className={solidOnBand}>
              {t('partner.cta.apply')}
            </Link>
            <Link to={lp(paths.contact)} className={outlineOnBand}>
              <Mail className="h-5 w-5" aria-hidden="true" />
              {t('partner.cta.contact')}
            </Link>
            {config.data ? (
              <ExternalLink
                href={whatsappLink(config.data.whatsappNumber, t('partner.cta.whatsappMessage'))}
                className={outlineOnBand}
              >
                <MessageCircle className="h-5 w-5" aria-hidden="true" />
                {t('partner.cta.whatsapp')}
              </ExternalLink>
            ) : null}
          </div>
        </div>
      </section>
    </div>
  )
}

/** A section's heading (which names it) and its line of explanation, centred. */
function SectionIntro({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 text-slate-600">{text}</p>
    </div>
  )
}
