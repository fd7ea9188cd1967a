import { useState } from 'react'
import { Link } from 'react-router'
import { ArrowLeft, Check, Clock, Pencil, ShieldCheck, Tent, UserCheck, Users, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { AdminUser } from '@/api/types'
import { formatDate, formatNumber, formatPlace } from '@/lib/format'
import { EmptyState, AdminScreen, Panel } from '@/components/admin/page-header'
import { StatCardRow } from '@/components/admin/stat-card'
import { StatusBadge } from '@/components/admin/status-badge'
import { useLanguageName, useLanguageNameInSentence } from '@/components/admin/use-language-name'
import { useAdminToast, useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { ActionButton, DataTable, actionsColumn, createColumnHelper, dateColumn } from '@/components/data-table'
import { Badge, Spinner, buttonClasses } from '@/components/ui'
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
    dateColumn(column, 'createdAt', c('created'), lang),
    actionsColumn(column, c('actions'), (user) => (
      <ActionButton
        icon={Pencil}
        variant="ghost"
        onClick={() => setEditing(user)}
        label={t('adminUsers.editAction', { name: user.fullName })}
      >
        {t('adminCommon.edit')}
      </ActionButton>
    )),
  ]
  return (
    <AdminScreen
      title={t('adminUsers.heading')}
      description={t('adminUsers.subheading')}
      actions={
        <Link to={paths.adminDashboard} className={buttonClasses('outline', 'sm')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('adminUsers.backToDashboard')}
        </Link>
      }
    >
      <StatCardRow
        cards={(
          [
            ['total', data?.summary.totalUsers, Users, 'ocean'],
            ['active', data?.summary.activeUsers, UserCheck, 'emerald'],
            ['owners', data?.summary.campOwners, Tent, 'violet'],
            ['pending', data?.summary.pendingApprovals, Clock, 'amber'],
          ] as const
        ).map(([key, count, Icon, tone]) => ({
          key,
          label: t(`adminUsers.cards.${key}`),
          value: count === undefined ? '–' : formatNumber(count, lang),
          Icon,
          tone,
        }))}
      />

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
                  {(['approve', 'reject'] as const).map((decision) => (
                    <ActionButton
                      key={decision}
                      icon={decision === 'approve' ? Check : X}
                      variant={decision === 'approve' ? 'primary' : 'outline'}
                      className={decision === 'reject' ? 'text-red-700' : undefined}
                      onClick={() => setAsking({ user, decision })}
                      disabled={decide.isPending}
                      label={`${t(`adminUsers.${decision}`)} ${user.fullName}`}
                    >
                      {t(`adminUsers.${decision}`)}
                    </ActionButton>
                  ))}
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
    </AdminScreen>
  )
}
