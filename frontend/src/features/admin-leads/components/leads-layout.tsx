import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/admin/page-header'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { cn } from '@/lib/ui/cn'

const tabs = [
  { to: paths.adminContactMessages, key: 'contact' },
  { to: paths.adminNewsletter, key: 'newsletter' },
  { to: paths.adminChatLeads, key: 'chat' },
] as const

/** The three lead lists share a header and tabs. */
export function LeadsLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation()
  usePageMeta('adminLeads')
  return (
    <div className="space-y-5">
      <PageHeader title={t('adminLeads.heading')} description={t('adminLeads.subheading')} actions={actions} />
      <nav aria-label={t('adminLeads.heading')}>
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {tabs.map(({ to, key }) => (
            <li key={key} className="shrink-0">
              <NavLink to={to} end className={({ isActive }) => cn('-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium', isActive ? 'border-ocean-700 text-ocean-800' : 'border-transparent text-slate-600 hover:text-slate-900')}>
                {t(`adminLeads.tabs.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  )
}
