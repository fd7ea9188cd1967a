import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { AuthCard } from '@/components/layout/page-shell'
import { useLocalizedPath } from '@/i18n/routing'
import { isCampOwner } from '@/lib/auth/roles'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { LoginForm } from './login-form'

const REDIRECT_DELAY_MS = 900

/** /camp-owner/login: the camp owner's sign-in on the public site; says it worked, then opens the dashboard. */
export default function OwnerLoginPage() {
  const { t } = useTranslation()
  usePageMeta('ownerLogin')
  const lp = useLocalizedPath()
  const navigate = useNavigate()
  const [succeeded, setSucceeded] = useState(false)
  // Signing in from the pricing page to subscribe (`?next=pricing`) returns there; else the dashboard.
  const next = useSearchParams()[0].get('next') === 'pricing' ? lp(paths.pricing) : paths.ownerDashboard

  useEffect(() => {
    if (!succeeded) return
    const timer = window.setTimeout(() => navigate(next, { replace: true }), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [succeeded, navigate, next])

  return (
    <AuthCard
      title={t('auth.ownerLogin.heading')}
      subtitle={t('auth.ownerLogin.subheading')}
      footer={
        <>
          <p>
            {t('auth.ownerLogin.noAccount')}{' '}
            <a href={lp(paths.ownerRegister)} className="font-semibold text-ocean-700 hover:underline">
              {t('auth.ownerLogin.register')}
            </a>
          </p>
          <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">
            <Link to={lp(paths.home)} className="hover:text-ocean-700 hover:underline">
              {t('auth.ownerLogin.backHome')}
            </Link>
            <span>
              {t('auth.ownerLogin.needHelp')}{' '}
              <Link to={lp(paths.contact)} className="font-semibold text-ocean-700 hover:underline">
                {t('auth.ownerLogin.contactUs')}
              </Link>
            </span>
          </p>
        </>
      }
    >
      <LoginForm
        area="owner"
        accepts={isCampOwner}
        texts={{
          refused: t('auth.ownerLogin.notOwner'),
          failed: t('auth.ownerLogin.loginFailed'),
          unexpected: t('auth.ownerLogin.unexpected'),
          success: t('auth.ownerLogin.success'),
        }}
        onSignedIn={() => setSucceeded(true)}
        localize={lp}
      />
    </AuthCard>
  )
}
