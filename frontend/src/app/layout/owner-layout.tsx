import { Outlet } from 'react-router'
import { LogOut } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Badge, Button } from '@/components/ui'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { useSession } from '@/lib/auth/use-session'
import { paths } from '@/lib/config/paths'
import { Logo } from '@/components/layout/logo'
import { AccountLanguageSwitch, ViewSiteLink, useAreaLanguage } from './account-language'

/** Camp owner area shell: brand, owner name, language, sign-out. */
export function OwnerLayout() {
  useAreaLanguage()
  const { t } = useTranslation()
  const session = useSession()
  const { signOut, pending } = useSignOut(paths.ownerLogin)
  return (
    <div className="min-h-screen bg-sand-50">
      <header className="border-b border-sand-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo compact />
          <div className="flex items-center gap-2 sm:gap-3">
            <Badge variant="neutral" className="whitespace-nowrap max-sm:hidden">
              {t('admin.roles.camp_owner')}
            </Badge>
            <AccountLanguageSwitch />
            <ViewSiteLink className="hidden items-center gap-1 text-sm font-medium text-ocean-700 hover:underline md:inline-flex" />
            <Button variant="outline" size="sm" onClick={signOut} loading={pending} aria-label={t('common.signOut')}>
              {pending ? null : <LogOut className="h-4 w-4" aria-hidden="true" />}
              <span className="hidden sm:inline">{t('common.signOut')}</span>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {session.user ? <Outlet /> : null}
      </main>
    </div>
  )
}
