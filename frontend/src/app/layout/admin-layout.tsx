import type { ComponentType } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router'
import { History, Inbox, LogOut, Star } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Badge, Button } from '@/components/ui'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { useSession } from '@/lib/auth/use-session'
import { paths } from '@/lib/config/paths'
import { cn } from '@/lib/ui/cn'
import { Logo } from '@/components/layout/logo'
import { ADMIN_SECTIONS } from '@/components/admin/sections'
import { AccountLanguageSwitch, ViewSiteLink, useAreaLanguage } from './account-language'

const items = ADMIN_SECTIONS

// Back-office screens beyond the spec's list (their labels live in the adminNav namespace).
const extraItems = [
  { to: paths.adminContactMessages, key: 'leads', Icon: Inbox, also: [paths.adminNewsletter, paths.adminChatLeads] },
  { to: paths.adminReviews, key: 'reviews', Icon: Star, also: [] },
  { to: paths.adminAuditLog, key: 'audit', Icon: History, superOnly: true, also: [] },
] as const

/** Back-office shell: header with role badge, language and sign-out, section navigation, content. */
export function AdminLayout() {
  useAreaLanguage()
  const { t } = useTranslation()
  const session = useSession()
  const { signOut, pending } = useSignOut(paths.adminLogin)
  const role = session.adminRole
  const visible = items.filter((item) => !('superOnly' in item) || role === 'super_admin')
  const extra = extraItems.filter((item) => !('superOnly' in item) || role === 'super_admin')
  const { pathname } = useLocation()

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <Logo to={paths.adminDashboard} compact />
            <span className="hidden text-sm font-medium text-slate-500 sm:inline">{t('admin.panel')}</span>
          </div>
          <div className="flex items-center gap-2 sm:gap-3">
            {role ? (
              // On a phone the header keeps its room for the language and sign-out (the dashboard names the role).
              <Badge
                variant={role === 'super_admin' ? 'dark' : 'default'}
                className="whitespace-nowrap max-sm:hidden"
                data-testid="role-badge"
              >
                {t(`admin.roles.${role}`)}
              </Badge>
            ) : null}
            <span className="hidden max-w-48 truncate text-sm text-slate-600 md:inline">{session.user?.fullName}</span>
            <AccountLanguageSwitch />
            <Button variant="outline" size="sm" onClick={signOut} loading={pending}>
              {pending ? null : <LogOut className="h-4 w-4" aria-hidden="true" />}
              <span className="hidden sm:inline">{t('common.signOut')}</span>
              <span className="sr-only sm:hidden">{t('common.signOut')}</span>
            </Button>
          </div>
        </div>
        <nav aria-label={t('admin.panel')} className="border-t border-slate-100">
          <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6 lg:flex-wrap lg:overflow-visible lg:px-8">
            {visible.map(({ to, key, Icon }) => (
              <AdminNavItem key={key} to={to} icon={Icon} label={t(`admin.nav.${key}`)} />
            ))}
            {extra.map(({ to, key, Icon, also }) => (
              <AdminNavItem
                key={key}
                to={to}
                icon={Icon}
                label={t(`adminNav.${key}`)}
                alsoActive={(also as readonly string[]).includes(pathname)}
              />
            ))}
            <li className="ml-auto shrink-0">
              <ViewSiteLink className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-ocean-700 hover:bg-ocean-50" />
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  )
}

/** One screen of the back office's menu, marked while it (or, `alsoActive`, a screen it stands for) is open. */
function AdminNavItem({
  to,
  icon: Icon,
  label,
  alsoActive = false,
}: {
  to: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  label: string
  alsoActive?: boolean
}) {
  return (
    <li className="shrink-0">
      <NavLink
        to={to}
        className={({ isActive }) =>
          cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-2 text-sm font-medium transition-colors',
            isActive || alsoActive
              ? 'bg-ocean-700 text-white'
              : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          )
        }
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        {label}
      </NavLink>
    </li>
  )
}
