import { Link } from 'react-router'
import { Lock, Mail, ShieldCheck, Wallet } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/layout/page-shell'
import { buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { ConfiguredText, ContentSection, WhatsAppButton } from '../components/content-blocks'
import { QuestionList } from '../components/question-list'
import { useSitePolicy } from '../hooks/use-site-policy'

export default function BookingHelpPage() {
  const { t } = useTranslation()
  usePageMeta('bookingHelp')
  const lp = useLocalizedPath()
  const { policy } = useSitePolicy()
  const loading = t('sitePolicy.loading')
  const hours = policy?.confirmationHours

  const steps = [
    { title: t('bookingHelp.step1Title'), body: t('bookingHelp.step1Body') },
    {
      title: hours ? t('bookingHelp.step2Title', { hours }) : loading,
      body: hours ? t('bookingHelp.step2Body', { hours }) : '',
    },
    { title: t('bookingHelp.step3Title'), body: t('bookingHelp.step3Body') },
    { title: t('bookingHelp.step4Title'), body: t('bookingHelp.step4Body') },
  ]
  const security = [
    { icon: Lock, text: t('bookingHelp.payment1') },
    { icon: ShieldCheck, text: t('bookingHelp.payment2') },
    { icon: Wallet, text: t('bookingHelp.payment3') },
  ]

  return (
    <>
      <PageHeader title={t('pages.bookingHelp.title')}>
        <p className="mt-3 max-w-2xl text-lg text-ocean-50/90">{t('bookingHelp.intro')}</p>
      </PageHeader>

      <ContentSection title={t('bookingHelp.stepsTitle')} id="booking-steps">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={index} className="relative rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-sunset-500 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <p className="sr-only">{t('bookingHelp.step', { number: index + 1 })}</p>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
        <Link to={lp(paths.surfCamps)} className={buttonClasses('accent', 'lg', 'mt-6')}>
          {t('bookingHelp.browseCamps')}
        </Link>
      </ContentSection>

      <ContentSection title={t('bookingHelp.paymentTitle')} id="booking-payment">
        <ul className="space-y-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
          {security.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-sm text-slate-700">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" aria-hidden="true" />
              {text}
            </li>
          ))}
          <li className="flex gap-3 text-sm text-slate-700">
            <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" aria-hidden="true" />
            <ConfiguredText text={policy?.cancellation} loading={loading} />
          </li>
        </ul>
      </ContentSection>

      <ContentSection title={t('bookingHelp.supportTitle')} id="booking-support">
        <div className="flex flex-col gap-4 rounded-3xl border border-emerald-100 bg-emerald-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{t('bookingHelp.supportBody')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <WhatsAppButton href={policy?.whatsappHref}>{t('bookingHelp.whatsapp')}</WhatsAppButton>
            {policy ? (
              <a href={`mailto:${policy.contactEmail}`} className={buttonClasses('outline', 'md')}>
                <Mail className="h-4 w-4" aria-hidden="true" />
                {t('bookingHelp.email')}
              </a>
            ) : null}
          </div>
        </div>
      </ContentSection>

      <ContentSection title={t('bookingHelp.commonTitle')} id="booking-common">
        <QuestionList
          items={[
            { id: 'q1', question: t('bookingHelp.q1'), answer: t('bookingHelp.a1') },
            { id: 'q2', question: t('bookingHelp.q2'), answer: t('bookingHelp.a2') },
            {
              id: 'q3',
              question: t('bookingHelp.q3'),
              answer: <ConfiguredText text={policy?.cancellation} loading={loading} />,
            },
          ]}
        />
      </ContentSection>
    </>
  )
}
