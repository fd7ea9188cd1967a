import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { NoScriptContact } from '@/components/layout/noscript-contact'
import { useTranslation } from '@/i18n/react'
import { DoneCard } from '@/components/layout/done-card'
import { AuthCard } from '@/components/layout/page-shell'
import { buttonClasses } from '@/components/ui'
import { useSiteConfig } from '@/lib/config/site-config'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { ApplicationForm } from './application-form'
import { isKnownPlan } from './plans'

/** /partner-signup (where /register-camp leads): the partner application, then a Thank You screen. */
export default function PartnerSignupPage() {
  const { t } = useTranslation()
  usePageMeta('partnerSignup')
  const lp = useLocalizedPath()
  const [params] = useSearchParams()
  const plan = params.get('plan')
  const chosenPlan = isKnownPlan(plan) ? plan : null
  const config = useSiteConfig()
  const hours = config.data?.confirmationHours ?? 24
  const [sent, setSent] = useState<{ camp: string; email: string } | null>(null)

  if (sent) {
    return (
      <DoneCard
        title={t('partner.signup.thankYou.title')}
        testId="partner-thank-you"
        actions={
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={lp(paths.home)} className={buttonClasses('primary', 'lg', 'sm:flex-1')}>
              {t('partner.signup.thankYou.backHome')}
            </Link>
            <Link to={lp(paths.pricing)} className={buttonClasses('outline', 'lg', 'sm:flex-1')}>
              {t('partner.signup.thankYou.pricing')}
            </Link>
          </div>
        }
      >
        <p>{t('partner.signup.thankYou.body', { camp: sent.camp, hours })}</p>
        <p className="break-words">{t('partner.signup.thankYou.emailNote', { email: sent.email })}</p>
      </DoneCard>
    )
  }

  return (
    <AuthCard wide title={t('partner.signup.heading')} subtitle={t('partner.signup.subheading', { hours })}>
      {chosenPlan ? (
        <p className="mb-5 flex flex-wrap items-center gap-2 rounded-xl bg-ocean-50 px-4 py-3 text-sm text-ocean-900">
          {t('partner.signup.chosenPlan', { plan: t(`partner.pricing.plans.${chosenPlan}.title`) })}
          <Link to={lp(paths.pricing)} className="font-semibold text-ocean-700 underline-offset-4 hover:underline">
            {t('partner.signup.changePlan')}
          </Link>
        </p>
      ) : null}
      <NoScriptContact reason="form" />
      <ApplicationForm
        plan={chosenPlan}
        onSent={(application) => {
          setSent(application)
          window.scrollTo({ top: 0 })
        }}
      />
    </AuthCard>
  )
}
