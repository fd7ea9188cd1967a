import { useState } from 'react'
import { Link } from 'react-router'
import { ArrowLeft, Check, Clock, Pencil, ShieldCheck, Tent, UserCheck, Users, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { AdminUser } from '@/api/types'
import { formatDateTime, formatDate, formatNumber, formatPlace } from '@/lib/format'
import { EmptyState, PageHeader, Panel } from '@/components/admin/page-header'
import { StatCard } from '@/components/admin/stat-card'
import { StatusBadge } from '@/components/admin/status-badge'
import { useLanguageName, useLanguageNameInSentence } from '@/components/admin/use-language-name'
import { useAdminToast, useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { DataTable, createColumnHelper } from '@/components/data-table'
import { Badge, Button, Spinner, buttonClasses } from '@/components/ui'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ReasonDialog } from '@/components/ui/reason-dialog'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { useAdminCamps } from '@/features/listings/api/list-camps'
import { useSession } from '@/lib/auth/use-session'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useDecideOwner } from '../api/decide-owner'
import { useAdminUsers } from '../api/list-users'
import { UserEditDialog } from './user-edit-dialog'

const column = createColumnHelper<AdminUser>()

export default function AdminUsersPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('adminUsers')
  const toast = useAdminToast()
  const session = useSession()
  const users = useAdminUsers()
  const camps = useAdminCamps()
  const decide = useDecideOwner()
  const [editing, setEditing] = useState<AdminUser | null>(null)
  // Approve asks to confirm; reject asks for the reason the owner receives.
  const [asking, setAsking] = useState<{ user: AdminUser; decision: 'approve' | 'reject' } | null>(null)
  const { fieldMessage: errorText } = useErrorMessages('admin')
  const lang = i18n.language
  const languageName = useLanguageName()
  const languageInSentence = useLanguageNameInSentence()

  useLoadFailedToast(users.isError, t('adminUsers.fetchFailed'))

  function approve(user: AdminUser) {
    decide.mutate(
      { id: user.id, decision: 'approve' },
      {
        onSuccess: () => {
          toast.success(t('adminUsers.activated'))
          setAsking(null)
        },
        onError: () => {
          toast.failure(t('adminUsers.statusFailed'))
          setAsking(null)
        },
      },
    )
  }

  async function reject(user: AdminUser, reason: string) {
    try {
      await decide.mutateAsync({ id: user.id, decision: 'reject', reason })
      toast.success(t('adminUsers.rejectedToast'))
      setAsking(null)
    } catch (error) {
      toast.failure(t('adminUsers.statusFailed'))
      throw error
    }
  }

  const data = users.data
  const c = (key: 'name' | 'email' | 'language' | 'role' | 'camp' | 'status' | 'created' | 'actions') =>
    t(`adminUsers.columns.${key}`)
  const columns = [
    column.accessor('fullName', {
      header: c('name'),
      enableSorting: true,
      meta: { className: 'font-medium text-slate-900', primary: true },
      cell: ({ row: { original: user } }) => (
        <>
          {user.fullName}
          {user.userId === session.user?.id ? (
            <span className="ml-1 text-xs font-normal text-slate-500">({t('adminUsers.you')})</span>
          ) : null}
        </>
      ),
    }),
    column.accessor('email', {
      header: c('email'),
      enableSorting: true,
      meta: { className: 'text-slate-700 break-all' },
    }),
    column.accessor('language', {
      header: c('language'),
      enableSorting: true,
      meta: { className: 'text-slate-700' },
      cell: ({ getValue }) => languageName(getValue()),
    }),
    column.accessor('role', {
      header: c('role'),
      enableSorting: true,
      cell: ({ getValue }) => (
        <Badge
          variant={getValue() === 'super_admin' ? 'dark' : getValue() === 'camp_admin' ? 'default' : 'neutral'}
          className="whitespace-nowrap"
        >
          {getValue() === 'super_admin' ? <ShieldCheck className="h-3 w-3" aria-hidden="true" /> : null}
          {t(`admin.roles.${getValue()}`)}
        </Badge>
      ),
    }),
    column.accessor((user) => user.assignedCampName ?? '', {
      id: 'camp',
      header: c('camp'),
      enableSorting: true,
      meta: { className: 'text-slate-700' },
      cell: ({ getValue }) => getValue() || '—',
    }),
    column.display({
      id: 'status',
      header: c('status'),
      cell: ({ row: { original: user } }) =>
        user.isActive ? (
          <StatusBadge status="active" label={t('adminCommon.active')} />
        ) : user.pendingApproval ? (
          <StatusBadge status="pending" label={t('adminCommon.pending')} />
        ) : user.rejectedAt ? (
          <StatusBadge status="rejected" label={t('adminUsers.rejected')} />
        ) : (
          <StatusBadge status="inactive" label={t('adminCommon.inactive')} />
        ),
    }),
    column.accessor('createdAt', {
      header: c('created'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap text-slate-600' },
      cell: ({ getValue }) => <span title={formatDateTime(getValue(), lang)}>{formatDate(getValue(), lang)}</span>,
    }),
    column.display({
      id: 'actions',
      header: c('actions'),
      meta: { className: 'sm:text-right', headerClassName: 'text-right' },
      cell: ({ row: { original: user } }) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setEditing(user)}
          aria-label={t('adminUsers.editAction', { name: user.fullName })}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('adminCommon.edit')}
        </Button>
      ),
    }),
  ]
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
        <StatCard
          label={t('adminUsers.cards.total')}
          value={data ? formatNumber(data.summary.totalUsers, lang) : '–'}
          Icon={Users}
        />
        <StatCard
          label={t('adminUsers.cards.active')}
          value={data ? formatNumber(data.summary.activeUsers, lang) : '–'}
          Icon={UserCheck}
          tone="emerald"
        />
        <StatCard
          label={t('adminUsers.cards.owners')}
          value={data ? formatNumber(data.summary.campOwners, lang) : '–'}
          Icon={Tent}
          tone="violet"
        />
        <StatCard
          label={t('adminUsers.cards.pending')}
          value={data ? formatNumber(data.summary.pendingApprovals, lang) : '–'}
          Icon={Clock}
          tone="amber"
        />
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
              <li
                key={user.id}
                className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center"
                data-testid="pending-owner"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    {user.fullName} <span className="font-normal text-slate-500">· {user.email}</span>
                  </p>
                  <p className="text-sm text-slate-700">
                    {user.assignedCampName
                      ? t('adminUsers.campLine', {
                          camp: user.assignedCampName,
                          location: user.assignedCampLocationKey ? formatPlace(user.assignedCampLocationKey, lang) : '',
                        })
                      : t('adminUsers.noCamp')}
                  </p>
                  <p className="flex flex-wrap gap-2 text-xs text-slate-500">
                    <span>{t('adminUsers.registered', { date: formatDate(user.createdAt, lang) })}</span>
                    <span>{t('adminUsers.languageLine', { language: languageName(user.language) })}</span>
                    {!user.emailVerified ? <Badge variant="warning">{t('adminUsers.emailNotConfirmed')}</Badge> : null}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    onClick={() => setAsking({ user, decision: 'approve' })}
                    disabled={decide.isPending}
                    aria-label={`${t('adminUsers.approve')} ${user.fullName}`}
                  >
                    <Check className="h-4 w-4" aria-hidden="true" />
                    {t('adminUsers.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setAsking({ user, decision: 'reject' })}
                    disabled={decide.isPending}
                    className="text-red-700"
                    aria-label={`${t('adminUsers.reject')} ${user.fullName}`}
                  >
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
        <DataTable
          columns={columns}
          rows={data?.items}
          rowKey={(user) => user.id}
          loading={!data}
          empty={null}
          rowTestId="user-row"
          minWidth={820}
        />
      </Panel>
      <UserEditDialog user={editing} camps={camps.data ?? []} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={asking?.decision === 'approve'}
        destructive={false}
        title={t('adminUsers.approveTitle', { name: asking?.user.fullName ?? '' })}
        message={t('adminUsers.approveMessage', {
          camp: asking?.user.assignedCampName ?? t('adminUsers.noCamp'),
          email: asking?.user.email ?? '',
          language: asking ? languageInSentence(asking.user.language) : '',
        })}
        confirmLabel={t('adminUsers.approve')}
        pending={decide.isPending}
        onConfirm={() => asking && approve(asking.user)}
        onClose={() => setAsking(null)}
      />
      {asking?.decision === 'reject' ? (
        <ReasonDialog
          title={t('adminUsers.rejectTitle', { name: asking.user.fullName })}
          description={t('adminUsers.rejectDescription', {
            email: asking.user.email,
            language: languageInSentence(asking.user.language),
          })}
          label={t('adminUsers.rejectionReason')}
          placeholder={t('adminUsers.rejectionPlaceholder')}
          maxLength={2000}
          cancelLabel={t('adminCommon.cancel')}
          confirmLabel={t('adminUsers.reject')}
          errorText={(code) => (code === 'required' ? t('adminUsers.reasonRequired') : errorText(code))}
          pending={decide.isPending}
          onConfirm={(reason) => reject(asking.user, reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  )
}
