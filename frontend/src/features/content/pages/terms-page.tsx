import { Mail } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/layout/page-shell'
import { buttonClasses } from '@/components/ui'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { ConfiguredText } from '../components/content-blocks'
import { LegalDocument, type LegalSection } from '../components/legal-document'
import { useSitePolicy } from '../hooks/use-site-policy'

export default function TermsPage() {
  const { t } = useTranslation()
  usePageMeta('terms')
  const { policy } = useSitePolicy()
  const loading = t('sitePolicy.loading')
  const hours = policy?.confirmationHours
  const p = (text: React.ReactNode) => <p>{text}</p>

  const sections: LegalSection[] = [
    { id: 'platform', title: t('legal.terms.platformTitle'), body: p(t('legal.terms.platformBody')) },
    {
      id: 'booking',
      title: t('legal.terms.bookingTitle'),
      body: p(<ConfiguredText text={hours ? t('legal.terms.bookingBody', { hours }) : null} loading={loading} />),
    },
    {
      id: 'cancellation',
      title: t('legal.terms.cancellationTitle'),
      body: (
        <>
          {p(<ConfiguredText text={policy?.cancellation} loading={loading} />)}
          {p(t('legal.terms.cancellationExtra'))}
        </>
      ),
    },
    { id: 'travellers', title: t('legal.terms.travellerTitle'), body: p(t('legal.terms.travellerBody')) },
    { id: 'hosts', title: t('legal.terms.hostTitle'), body: p(t('legal.terms.hostBody')) },
    { id: 'liability', title: t('legal.terms.liabilityTitle'), body: p(t('legal.terms.liabilityBody')) },
    { id: 'disputes', title: t('legal.terms.disputesTitle'), body: p(t('legal.terms.disputesBody')) },
    { id: 'law', title: t('legal.terms.lawTitle'), body: p(t('legal.terms.lawBody')) },
    { id: 'changes', title: t('legal.terms.changesTitle'), body: p(t('legal.terms.changesBody')) },
    {
      id: 'contact',
      title: t('legal.terms.contactTitle'),
      body: p(
        <ConfiguredText
          text={policy ? t('legal.terms.contactBody', { email: policy.legalEmail }) : null}
          loading={t('footer.contactUnavailable')}
        />,
      ),
    },
  ]

  return (
    <>
      <PageHeader title={t('pages.terms.title')}>
        <p className="mt-3 text-ocean-50/90">{t('legal.effective')}</p>
      </PageHeader>
      <LegalDocument
        intro={t('legal.terms.intro')}
        sections={sections}
        footer={
          policy ? (
            <a href={`mailto:${policy.legalEmail}`} className={buttonClasses('primary', 'lg')}>
              <Mail className="h-5 w-5" aria-hidden="true" />
              {t('legal.terms.contactButton')}
            </a>
          ) : null
        }
      />
    </>
  )
}
