import { Link, useLocation, useNavigate } from 'react-router'
import { LockKeyhole } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Logo } from '@/components/layout/logo'
import { useToast } from '@/components/ui'
import { activeAdminRole } from '@/lib/auth/roles'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { LoginForm } from './login-form'

/** /admin/login: the back office's sign-in (admins only), on its own dark page; toasts say how it went. */
export default function AdminLoginPage() {
  const { t } = useTranslation()
  usePageMeta('adminLogin')
  const toast = useToast()
  const navigate = useNavigate()
  const from = (useLocation().state as { from?: string } | null)?.from

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-ocean-950 via-ocean-900 to-ocean-700">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5">
        <Logo tone="light" />
        <Link to={paths.home} className="text-sm font-semibold text-ocean-100 hover:text-white">
          {t('auth.adminLogin.backToSite')}
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
          <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
            <LockKeyhole className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('auth.adminLogin.heading')}</h1>
          <p className="mt-2 mb-6 text-sm text-slate-600">{t('auth.adminLogin.note')}</p>
          <LoginForm
            area="admin"
            accepts={(user) => activeAdminRole(user) !== null}
            texts={{
              refused: t('auth.adminLogin.notAdmin'),
              failed: t('auth.adminLogin.failed'),
              unexpected: t('errors.unexpected'),
            }}
            onFailed={(text) =>
              toast({ title: t('auth.adminLogin.failedTitle'), description: text, variant: 'destructive' })
            }
            onSignedIn={() => {
              toast({
                title: t('auth.adminLogin.successTitle'),
                description: t('auth.adminLogin.successBody'),
                variant: 'success',
              })
              navigate(from && from.startsWith('/admin/') ? from : paths.adminDashboard, { replace: true })
            }}
          />
        </div>
      </main>
    </div>
  )
}
