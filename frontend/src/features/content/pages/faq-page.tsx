import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/layout/page-shell'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useContentOverride, type ContentSectionItem } from '../api/get-content-section'
import { ConfiguredText, ContentSection, WhatsAppButton } from '../components/content-blocks'
import { QuestionList, type QuestionItem } from '../components/question-list'
import { useSitePolicy } from '../hooks/use-site-policy'

/** Questions from an active `faq` CMS item (JSON list of {question, answer}), or null if unusable. */
export function cmsQuestions(item: ContentSectionItem | null): QuestionItem[] | null {
  if (!item || item.contentType !== 'json') return null
  try {
    const parsed: unknown = JSON.parse(item.content)
    if (!Array.isArray(parsed)) return null
    const items = parsed.flatMap((entry: unknown, index): QuestionItem[] => {
      if (!entry || typeof entry !== 'object') return []
      const { question, answer } = entry as Record<string, unknown>
      return typeof question === 'string' && typeof answer === 'string' && question.trim() && answer.trim()
        ? [{ id: `cms-${index}`, question, answer }]
        : []
    })
    return items.length ? items : null
  } catch {
    return null
  }
}

export default function FaqPage() {
  const { t } = useTranslation()
  usePageMeta('faq')
  const { policy } = useSitePolicy()
  const cms = useContentOverride('faq')
  const loading = t('sitePolicy.loading')
  const hours = policy?.confirmationHours

  const builtIn: QuestionItem[] = [
    { id: 'q1', question: t('faq.q1'), answer: t('faq.a1') },
    {
      id: 'q2',
      question: t('faq.q2'),
      answer: <ConfiguredText text={hours ? t('faq.a2', { hours }) : null} loading={loading} />,
    },
    { id: 'q3', question: t('faq.q3'), answer: <ConfiguredText text={policy?.cancellation} loading={loading} /> },
    { id: 'q4', question: t('faq.q4'), answer: t('faq.a4') },
    { id: 'q5', question: t('faq.q5'), answer: t('faq.a5') },
    { id: 'q6', question: t('faq.q6'), answer: t('faq.a6') },
    { id: 'q7', question: t('faq.q7'), answer: t('faq.a7') },
    { id: 'q8', question: t('faq.q8'), answer: t('faq.a8') },
    {
      id: 'q9',
      question: t('faq.q9'),
      answer: (
        <>
          {t('faq.a9')}
          {policy?.groupDiscount ? ` ${policy.groupDiscount}` : null}
        </>
      ),
    },
    { id: 'q10', question: t('faq.q10'), answer: t('faq.a10') },
  ]
  const items = cmsQuestions(cms) ?? builtIn

  return (
    <>
      <PageHeader title={cms?.title || t('pages.faq.title')}>
        <p className="mt-3 max-w-2xl text-lg text-ocean-50/90">{t('faq.intro')}</p>
      </PageHeader>
      <ContentSection>
        <QuestionList items={items} label={t('faq.listLabel')} headingLevel={2} />
      </ContentSection>
      <ContentSection>
        <div className="flex flex-col items-start gap-4 rounded-3xl border border-emerald-100 bg-emerald-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-bold text-slate-900">{t('faq.stillQuestions')}</h2>
            <p className="mt-1 text-sm text-slate-700">{t('faq.stillQuestionsBody')}</p>
          </div>
          <WhatsAppButton href={policy?.whatsappHref}>{t('faq.whatsapp')}</WhatsAppButton>
        </div>
      </ContentSection>
    </>
  )
}
