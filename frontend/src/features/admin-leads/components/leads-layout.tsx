import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { useCodeText } from '@/i18n/codes'
import { formatDateTime } from '@/lib/format'
import { AdminScreen, Panel } from '@/components/admin/page-header'
import { DataTable, serverPaged, type ColumnDef } from '@/components/data-table'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { cn } from '@/lib/ui/cn'
import { LEADS_PAGE_SIZE } from '../api/list-leads'
import { EmailAddress } from '@/components/ui/email-address'

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
    <AdminScreen title={t('adminLeads.heading')} description={t('adminLeads.subheading')} actions={actions}>
      <nav aria-label={t('adminLeads.heading')}>
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {tabs.map(({ to, key }) => (
            <li key={key} className="shrink-0">
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium',
                    isActive
                      ? 'border-ocean-700 text-ocean-800'
                      : 'border-transparent text-slate-600 hover:text-slate-900',
                  )
                }
              >
                {t(`adminLeads.tabs.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </AdminScreen>
  )
}

/** One server-paginated lead list in its panel. */
export function LeadTable<T extends { id: number }>({
  query,
  page,
  onPage,
  columns,
  empty,
  title,
  rowClassName = 'align-top',
}: {
  query: { data?: { items: readonly T[]; total: number }; isPending: boolean }
  page: number
  onPage: (page: number) => void
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DataTableProps.columns
  columns: ColumnDef<T, any>[]
  empty: string
  title?: ReactNode
  rowClassName?: string
}) {
  return (
    <Panel title={title}>
      <DataTable
        columns={columns}
        {...serverPaged(query, page, LEADS_PAGE_SIZE, onPage)}
        rowKey={(row) => row.id}
        empty={empty}
        rowClassName={rowClassName}
        minWidth={640}
      />
    </Panel>
  )
}

/** An e-mail address that opens the mail program. */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-ocean-700 hover:underline">
      <EmailAddress address={email} />
    </a>
  )
}

/** The columns every lead list ends with: the lead's language and when it came in. */
export function useLeadColumns() {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  return {
    language: {
      header: t('adminLeads.columns.language'),
      meta: { className: 'text-slate-600' },
      cell: ({ getValue }: { getValue: () => string }) => code('language', getValue()),
    },
    received: {
      header: t('adminLeads.columns.received'),
      meta: { className: 'whitespace-nowrap text-slate-600' },
      cell: ({ getValue }: { getValue: () => string }) => formatDateTime(getValue(), i18n.language),
    },
  }
}
