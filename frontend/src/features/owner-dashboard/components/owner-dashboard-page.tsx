import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { CircleSlash, Hourglass, MapPinOff, ShieldAlert } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { OwnerCamp } from '@/api/types'
import { Alert, Badge, PageSpinner, buttonClasses, useToast } from '@/components/ui'
import { LoadFailed } from '@/components/ui/load-failed'
import { StatePanel } from '@/components/layout/state-panel'
import { useTabKeys } from '@/components/ui/use-tab-keys'
import { isActiveCampOwner } from '@/lib/auth/roles'
import { useSession } from '@/lib/auth/use-session'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { cn } from '@/lib/ui/cn'
import { useOwnerCamp } from '@/features/listings/api/get-owner-camp'
import { BookingsTab } from './bookings-tab'
import { CalendarTab } from './calendar-tab'
import { useSearchParams } from 'react-router'
import { CampDetailsForm } from './camp-details-form'
import { PackagesTab } from './packages-tab'
import { StatCards } from './stat-cards'
import { OwnerStatementsTab } from '@/features/statements/components/owner-statements-tab'

const TABS = ['overview', 'packages', 'bookings', 'calendar', 'statements'] as const
type Tab = (typeof TABS)[number]

export default function OwnerDashboardPage() {
  usePageMeta('ownerDashboard')
  const session = useSession()
  const user = session.user
  if (!user) return null
  if (user.profile?.rejectedAt) return <NotAccepted email={user.email} reason={user.profile.rejectionReason} />
  if (!isActiveCampOwner(user)) return <WaitingForApproval email={user.email} />
  return <CampDashboard name={user.fullName} email={user.email} />
}

const STATUS_BADGES = { active: 'success', pending: 'warning', inactive: 'neutral' } as const

/** The dashboard of the owner's one camp, with the spec's loading, denied and not-found states. */
function CampDashboard({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const camp = useOwnerCamp()
  const error = camp.error
  const code = isApiError(error) ? error.code : null
  const failed =
    camp.isError &&
    code !== 'not_camp_owner' &&
    code !== 'account_pending' &&
    code !== 'camp_not_found' &&
    code !== 'not_found'

  useEffect(() => {
    if (failed)
      toast({
        title: t('ownerDashboard.toast.error'),
        description: t('ownerDashboard.toast.loadFailed'),
        variant: 'destructive',
      })
  }, [failed, toast, t])

  if (camp.isPending) return <PageSpinner label={t('ownerDashboard.loading')} />
  if (code === 'account_pending') return <WaitingForApproval email={email} />
  if (code === 'not_camp_owner')
    return (
      <OwnerStatePanel
        tone="denied"
        title={t('ownerDashboard.accessDenied.title')}
        body={t('ownerDashboard.accessDenied.body')}
      />
    )
  if (code === 'camp_not_found' || code === 'not_found')
    return (
      <OwnerStatePanel
        tone="missing"
        title={t('ownerDashboard.campNotFound.title')}
        body={t('ownerDashboard.campNotFound.body')}
      >
        <Link to={paths.contact} className={buttonClasses('primary', 'md')}>
          {t('ownerDashboard.campNotFound.contact')}
        </Link>
      </OwnerStatePanel>
    )
  if (camp.isError)
    return (
      <LoadFailed
        message={t('ownerDashboard.loadError.title')}
        retryLabel={t('ownerDashboard.loadError.retry')}
        onRetry={camp.refetch}
        className="mx-auto max-w-lg py-12 text-center"
      />
    )
  return (
    <div className="space-y-6">
      <DashboardHeader camp={camp.data} name={name} />
      {camp.data.status === 'pending' ? (
        <Alert variant="warning" title={t('owner.draft.title')}>
          <span data-testid="owner-draft-notice">{t('owner.draft.body')}</span>
        </Alert>
      ) : null}
      <DashboardTabs camp={camp.data} />
    </div>
  )
}

function DashboardHeader({ camp, name }: { camp: OwnerCamp; name: string }) {
  const { t } = useTranslation()
  const status = camp.status in STATUS_BADGES ? (camp.status as keyof typeof STATUS_BADGES) : 'inactive'
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('owner.heading')}</h1>
        <p className="mt-1 text-slate-600">{t('owner.welcome', { name })}</p>
      </div>
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        {camp.name}
        <Badge variant={STATUS_BADGES[status]}>{t(`ownerDashboard.campStatus.${status}`)}</Badge>
      </p>
    </div>
  )
}

/** Why the dashboard cannot open: no camp of this account, or no owner account. */
function OwnerStatePanel({
  tone,
  title,
  body,
  children,
}: {
  tone: 'denied' | 'missing'
  title: string
  body: string
  children?: React.ReactNode
}) {
  return (
    <StatePanel icon={tone === 'denied' ? ShieldAlert : MapPinOff} title={title} testId={`owner-${tone}`}>
      <p className="mt-2 text-slate-600">{body}</p>
      {children ? <div className="mt-6">{children}</div> : null}
    </StatePanel>
  )
}

function DashboardTabs({ camp }: { camp: OwnerCamp }) {
  const { t } = useTranslation()
  // An e-mail's link (`?booking=ID`) opens the bookings tab on that booking.
  const [params] = useSearchParams()
  // The pricing page's "your plan" link (`?tab=statements`) opens the Statements tab, where the plan panel is.
  const asked = TABS.find((tab) => tab === params.get('tab'))
  const [active, setActive] = useState<Tab>(params.has('booking') ? 'bookings' : (asked ?? 'overview'))
  const { onKeyDown, tabRef } = useTabKeys(TABS, active, setActive)

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('owner.tabs.label')}
        className="mb-6 inline-flex max-w-full overflow-x-auto rounded-full border border-sand-200 bg-white p-1 shadow-sm"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={tabRef(tab)}
            role="tab"
            type="button"
            id={`owner-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`owner-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
            className={cn(
              'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
              active === tab ? 'bg-ocean-700 text-white' : 'text-slate-600 hover:text-ocean-800',
            )}
          >
            {t(`owner.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`owner-panel-${tab}`}
          aria-labelledby={`owner-tab-${tab}`}
          hidden={active !== tab}
          tabIndex={0}
        >
          {active === tab ? <TabContent tab={tab} camp={camp} /> : null}
        </div>
      ))}
    </div>
  )
}

function TabContent({ tab, camp }: { tab: Tab; camp: OwnerCamp }) {
  if (tab === 'packages') return <PackagesTab />
  if (tab === 'bookings') return <BookingsTab />
  if (tab === 'calendar') return <CalendarTab />
  if (tab === 'statements') return <OwnerStatementsTab />
  return (
    <div className="space-y-6">
      <StatCards />
      <CampDetailsForm key={camp.updatedAt} camp={camp} />
    </div>
  )
}

function WaitingForApproval({ email }: { email: string }) {
  const { t } = useTranslation()
  return (
    <StatePanel
      narrow
      icon={Hourglass}
      iconClassName="bg-amber-100 text-amber-700"
      title={t('owner.waiting.title')}
      testId="waiting-for-approval"
    >
      <p className="mt-3 text-slate-600">{t('owner.waiting.body')}</p>
      <p className="mt-4 text-sm text-slate-500">{t('owner.waiting.emailNotice', { email })}</p>
      <Link to={paths.contact} className="mt-6 inline-block font-semibold text-ocean-700 hover:underline">
        {t('owner.waiting.contact')}
      </Link>
    </StatePanel>
  )
}

/** A camp owner the team did not accept: what happened and why, instead of "Waiting for approval". */
function NotAccepted({ email, reason }: { email: string; reason: string | null }) {
  const { t } = useTranslation()
  return (
    <StatePanel narrow icon={CircleSlash} title={t('owner.rejected.title')} testId="owner-not-accepted">
      <p className="mt-3 text-slate-600">{t('owner.rejected.body')}</p>
      {reason ? (
        <div className="mt-5 self-stretch rounded-2xl border border-sand-200 bg-sand-50 p-4 text-left">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('owner.rejected.reason')}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800" data-testid="owner-rejection-reason">
            {reason}
          </p>
        </div>
      ) : null}
      <p className="mt-4 text-sm text-slate-500">{t('owner.waiting.emailNotice', { email })}</p>
      <Link to={paths.contact} className="mt-6 inline-block font-semibold text-ocean-700 hover:underline">
        {t('owner.rejected.contact')}
      </Link>
    </StatePanel>
  )
}
