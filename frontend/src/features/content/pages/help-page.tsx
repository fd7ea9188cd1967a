import { Link } from 'react-router'
import { CalendarCheck, CreditCard, Mail, MessageCircle, Plane } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/layout/page-shell'
import { buttonClasses } from '@/components/ui'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { ConfiguredText, ContentSection, InfoCard, WhatsAppButton } from '../components/content-blocks'
import { QuestionList } from '../components/question-list'
import { useSitePolicy } from '../hooks/use-site-policy'

export default function HelpPage() {
  const { t } = useTranslation()
  usePageMeta('help')
  const lp = useLocalizedPath()
  const { policy } = useSitePolicy()
  const loading = t('sitePolicy.loading')
  const hours = policy?.confirmationHours
  const linkClass = 'inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 hover:underline'

  return (
    <>
      <PageHeader title={t('pages.help.title')}>
        <p className="mt-3 max-w-2xl text-lg text-ocean-50/90">{t('help.intro')}</p>
      </PageHeader>

      <ContentSection title={t('help.topicsTitle')} id="help-topics">
        <div className="grid gap-4 sm:grid-cols-3">
          <InfoCard
            icon={CalendarCheck}
            title={t('help.topics.bookingTitle')}
            footer={
              <Link to={lp(paths.bookingHelp)} className={linkClass}>
                {t('help.topics.bookingLink')} →
              </Link>
            }
          >
            {t('help.topics.bookingBody')}
          </InfoCard>
          <InfoCard
            icon={CreditCard}
            title={t('help.topics.paymentTitle')}
            footer={
              <Link to={lp(paths.faq)} className={linkClass}>
                {t('help.topics.paymentLink')} →
              </Link>
            }
          >
            {t('help.topics.paymentBody')}
          </InfoCard>
          <InfoCard
            icon={Plane}
            title={t('help.topics.tripTitle')}
            footer={
              <Link to={lp(paths.blog)} className={linkClass}>
                {t('help.topics.tripLink')} →
              </Link>
            }
          >
            {t('help.topics.tripBody')}
          </InfoCard>
        </div>
      </ContentSection>

      <ContentSection title={t('help.commonTitle')} id="help-common">
        <QuestionList
          items={[
            {
              id: 'q1',
              question: t('help.q1'),
              answer: <ConfiguredText text={hours ? t('help.a1', { hours }) : null} loading={loading} />,
            },
            {
              id: 'q2',
              question: t('help.q2'),
              answer: <ConfiguredText text={policy?.cancellation} loading={loading} />,
            },
            { id: 'q3', question: t('help.q3'), answer: t('help.a3') },
          ]}
        />
      </ContentSection>

      <ContentSection title={t('help.supportTitle')} id="help-support">
        <div className="grid gap-4 sm:grid-cols-2">
          <InfoCard
            icon={MessageCircle}
            title={t('help.whatsappTitle')}
            footer={<WhatsAppButton href={policy?.whatsappHref}>{t('help.whatsappButton')}</WhatsAppButton>}
          >
            {t('help.whatsappBody')}
          </InfoCard>
          <InfoCard
            icon={Mail}
            title={t('help.emailTitle')}
            footer={
              policy ? (
                <a href={`mailto:${policy.contactEmail}`} className={buttonClasses('outline', 'md')}>
                  <Mail className="h-4 w-4" aria-hidden="true" />
                  {t('help.emailButton')}
                </a>
              ) : null
            }
          >
            <ConfiguredText
              text={policy ? t('help.emailBody', { email: policy.contactEmail }) : null}
              loading={t('footer.contactUnavailable')}
            />
          </InfoCard>
        </div>
      </ContentSection>
    </>
  )
}
