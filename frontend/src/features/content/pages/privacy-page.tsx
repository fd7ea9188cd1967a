import { Mail } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/layout/page-shell'
import { buttonClasses } from '@/components/ui'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { ConfiguredText } from '../components/content-blocks'
import { LegalDocument, type LegalSection } from '../components/legal-document'
import { useSitePolicy } from '../hooks/use-site-policy'

const PLAIN = ['collect', 'use', 'cookies', 'sharing', 'security', 'rights'] as const

export default function PrivacyPage() {
  const { t } = useTranslation()
  usePageMeta('privacy')
  const { policy } = useSitePolicy()

  const sections: LegalSection[] = [
    ...PLAIN.map((key) => ({
      id: key,
      title: t(`legal.privacy.${key}Title`),
      body: <p>{t(`legal.privacy.${key}Body`)}</p>,
    })),
    {
      id: 'contact',
      title: t('legal.privacy.contactTitle'),
      body: (
        <p>
          <ConfiguredText
            text={policy ? t('legal.privacy.contactBody', { email: policy.legalEmail }) : null}
            loading={t('footer.contactUnavailable')}
          />
        </p>
      ),
    },
    { id: 'updates', title: t('legal.privacy.updatesTitle'), body: <p>{t('legal.privacy.updatesBody')}</p> },
  ]

  return (
    <>
      <PageHeader title={t('pages.privacy.title')}>
        <p className="mt-3 text-ocean-50/90">{t('legal.lastUpdated')}</p>
      </PageHeader>
      <LegalDocument
        intro={t('legal.privacy.intro')}
        sections={sections}
        footer={
          policy ? (
            <a href={`mailto:${policy.legalEmail}`} className={buttonClasses('outline', 'lg')}>
              <Mail className="h-5 w-5" aria-hidden="true" />
              {t('legal.privacy.contactButton')}
            </a>
          ) : null
        }
      />
    </>
  )
}
