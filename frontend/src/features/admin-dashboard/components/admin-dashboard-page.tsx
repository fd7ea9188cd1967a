import { Link } from 'react-router'
import { ArrowRight, BarChart3, BookOpenCheck, ClipboardList, FileText, Package, Tent, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert, Badge } from '@/components/ui'
import { useSession } from '@/lib/auth/use-session'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'

const actions = [
  { to: paths.adminBookings, key: 'bookings', Icon: BookOpenCheck },
  { to: paths.adminCamps, key: 'camps', Icon: Tent },
  { to: paths.adminPackages, key: 'packages', Icon: Package },
  { to: paths.adminAnalytics, key: 'analytics', Icon: BarChart3 },
  { to: paths.adminContent, key: 'content', Icon: FileText },
  { to: paths.adminUsers, key: 'users', Icon: Users, superOnly: true },
  { to: paths.adminSubmissions, key: 'submissions', Icon: ClipboardList },
] as const

export default function AdminDashboardPage() {
  const { t } = useTranslation()
  usePageMeta('adminDashboard')
  const session = useSession()
  const role = session.adminRole
  const visible = actions.filter((action) => !('superOnly' in action) || role === 'super_admin')

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('admin.dashboard.heading')}</h1>
          <p className="mt-1 text-slate-600">{t('admin.dashboard.welcome', { name: session.user?.fullName ?? '' })}</p>
        </div>
        {role ? (
          <Badge variant={role === 'super_admin' ? 'dark' : 'default'} className="self-start px-3 py-1 text-sm sm:self-auto">
            {t(`admin.roles.${role}`)}
          </Badge>
        ) : null}
      </div>

      <Alert variant="info">{t('admin.dashboard.figuresNote')}</Alert>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
          {t('admin.dashboard.quickActions')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map(({ to, key, Icon }) => (
            <li key={key}>
              <Link to={to} className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-ocean-300 hover:shadow-md">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700 group-hover:bg-ocean-700 group-hover:text-white">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2 font-semibold text-slate-900">
                    {t(`admin.dashboard.actions.${key}`)}
                    <ArrowRight className="h-4 w-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-ocean-700" aria-hidden="true" />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{t(`admin.dashboard.actions.${key}Text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
