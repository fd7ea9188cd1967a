import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ArrowLeft, Check, Clock, Pencil, ShieldCheck, Tent, UserCheck, Users, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { AdminUser } from '@/api/types'
import { formatDateTime, formatDate } from '@/lib/format'
import { EmptyState, PageHeader, Panel } from '@/components/admin/page-header'
import { StatCard } from '@/components/admin/stat-card'
import { StatusBadge } from '@/components/admin/status-badge'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Badge, Button, Spinner, buttonClasses } from '@/components/ui'
import { useAdminCamps } from '@/features/admin-camps/api/list-camps'
import { useSession } from '@/lib/auth/use-session'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useDecideOwner } from '../api/decide-owner'
import { useAdminUsers } from '../api/list-users'
import { UserEditDialog } from './user-edit-dialog'

export default function AdminUsersPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('adminUsers')
  const toast = useAdminToast()
  const session = useSession()
  const users = useAdminUsers()
  const camps = useAdminCamps()
  const decide = useDecideOwner()
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const lang = i18n.language
  const number = new Intl.NumberFormat(lang)

  useEffect(() => {
    if (users.isError) toast.failure(t('adminUsers.fetchFailed'))
  }, [users.isError, toast, t])

  function decideOwner(user: AdminUser, decision: 'approve' | 'reject') {
    decide.mutate(
      { id: user.id, decision },
      {
        onSuccess: () => toast.success(t(decision === 'approve' ? 'adminUsers.activated' : 'adminUsers.deactivated')),
        onError: () => toast.failure(t('adminUsers.statusFailed')),
      },
    )
  }

  const data = users.data
  const c = (key: 'name' | 'email' | 'role' | 'camp' | 'status' | 'created' | 'actions') => t(`adminUsers.columns.${key}`)
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('adminUsers.heading')}
        description={t('adminUsers.subheading')}
        actions={
          <Link to={paths.adminDashboard} className={buttonClasses('outline', 'sm')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('adminUsers.backToDashboard')}
          </Link>
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('adminUsers.cards.total')} value={data ? number.format(data.summary.totalUsers) : '–'} Icon={Users} />
        <StatCard label={t('adminUsers.cards.active')} value={data ? number.format(data.summary.activeUsers) : '–'} Icon={UserCheck} tone="emerald" />
        <StatCard label={t('adminUsers.cards.owners')} value={data ? number.format(data.summary.campOwners) : '–'} Icon={Tent} tone="violet" />
        <StatCard label={t('adminUsers.cards.pending')} value={data ? number.format(data.summary.pendingApprovals) : '–'} Icon={Clock} tone="amber" />
      </div>

      <Panel title={t('adminUsers.pendingTitle')}>
        {!data ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : data.pending.length === 0 ? (
          <EmptyState>{t('adminUsers.noPending')}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.pending.map((user) => (
              <li key={user.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center" data-testid="pending-owner">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    {user.fullName} <span className="font-normal text-slate-500">· {user.email}</span>
                  </p>
                  <p className="text-sm text-slate-700">{user.assignedCampName ? t('adminUsers.campLine', { camp: user.assignedCampName, location: user.assignedCampLocation ?? '' }) : t('adminUsers.noCamp')}</p>
                  <p className="flex flex-wrap gap-2 text-xs text-slate-500">
                    <span>{t('adminUsers.registered', { date: formatDate(user.createdAt, lang) })}</span>
                    {!user.emailVerified ? <Badge variant="warning">{t('adminUsers.emailNotConfirmed')}</Badge> : null}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => decideOwner(user, 'approve')} disabled={decide.isPending} aria-label={`${t('adminUsers.approve')} ${user.fullName}`}>
                    <Check className="h-4 w-4" aria-hidden="true" />
                    {t('adminUsers.approve')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => decideOwner(user, 'reject')} disabled={decide.isPending} className="text-red-700" aria-label={`${t('adminUsers.reject')} ${user.fullName}`}>
                    <X className="h-4 w-4" aria-hidden="true" />
                    {t('adminUsers.reject')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title={t('adminUsers.allUsers')}>
        {data ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[820px] text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th className="px-4 py-2.5 font-medium">{c('name')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('email')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('role')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('camp')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('status')}</th>
                  <th className="px-3 py-2.5 font-medium">{c('created')}</th>
                  <th className="px-4 py-2.5 text-right font-medium">{c('actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((user) => (
                  <tr key={user.id} className="hover:bg-slate-50" data-testid="user-row">
                    <td className="px-4 py-2.5 font-medium text-slate-900">
                      {user.fullName}
                      {user.userId === session.user?.id ? <span className="ml-1 text-xs font-normal text-slate-500">({t('adminUsers.you')})</span> : null}
                    </td>
                    <td className="px-3 py-2.5 text-slate-700">{user.email}</td>
                    <td className="px-3 py-2.5">
                      <Badge variant={user.role === 'super_admin' ? 'dark' : user.role === 'camp_admin' ? 'default' : 'neutral'} className="whitespace-nowrap">
                        {user.role === 'super_admin' ? <ShieldCheck className="h-3 w-3" aria-hidden="true" /> : null}
                        {t(`admin.roles.${user.role}`)}
                      </Badge>
                    </td>
                    <td className="px-3 py-2.5 text-slate-700">{user.assignedCampName ?? '—'}</td>
                    <td className="px-3 py-2.5">
                      {user.isActive ? (
                        <StatusBadge status="active" label={t('adminCommon.active')} />
                      ) : user.pendingApproval ? (
                        <StatusBadge status="pending" label={t('adminCommon.pending')} />
                      ) : user.rejectedAt ? (
                        <StatusBadge status="rejected" label={t('adminUsers.rejected')} />
                      ) : (
                        <StatusBadge status="inactive" label={t('adminCommon.inactive')} />
                      )}
                    </td>
                    <td className="px-3 py-2.5 whitespace-nowrap text-slate-600" title={formatDateTime(user.createdAt, lang)}>
                      {formatDate(user.createdAt, lang)}
                    </td>
                    <td className="px-4 py-2.5 text-right">
                      <Button variant="ghost" size="sm" onClick={() => setEditing(user)} aria-label={t('adminUsers.editAction', { name: user.fullName })}>
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                        {t('adminCommon.edit')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        )}
      </Panel>
      <UserEditDialog user={editing} camps={camps.data ?? []} onClose={() => setEditing(null)} />
    </div>
  )
}
