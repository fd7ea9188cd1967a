import { useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { Hourglass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ComingSoonBody } from '@/features/content/pages/coming-soon-page'
import { isActiveCampOwner } from '@/lib/auth/roles'
import { useSession } from '@/lib/auth/use-session'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { cn } from '@/lib/ui/cn'

const TABS = ['overview', 'packages', 'bookings'] as const
type Tab = (typeof TABS)[number]

export default function OwnerDashboardPage() {
  const { t } = useTranslation()
  usePageMeta('ownerDashboard')
  const session = useSession()
  const user = session.user
  if (!user) return null
  if (!isActiveCampOwner(user)) return <WaitingForApproval email={user.email} />
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('owner.heading')}</h1>
        <p className="mt-1 text-slate-600">{t('owner.welcome', { name: user.fullName })}</p>
      </div>
      <DashboardTabs />
    </div>
  )
}

function DashboardTabs() {
  const { t } = useTranslation()
  const [active, setActive] = useState<Tab>('overview')
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ overview: null, packages: null, bookings: null })

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(active)
    const next = event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(index + TABS.length - 1) % TABS.length] : event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : undefined
    if (!next) return
    event.preventDefault()
    setActive(next)
    refs.current[next]?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label={t('owner.tabs.label')} onKeyDown={onKeyDown} className="inline-flex rounded-full border border-sand-200 bg-white p-1 shadow-sm">
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node
            }}
            role="tab"
            type="button"
            id={`owner-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`owner-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            className={cn('rounded-full px-4 py-2 text-sm font-semibold transition-colors', active === tab ? 'bg-ocean-700 text-white' : 'text-slate-600 hover:text-ocean-800')}
          >
            {t(`owner.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab} role="tabpanel" id={`owner-panel-${tab}`} aria-labelledby={`owner-tab-${tab}`} hidden={active !== tab} tabIndex={0}>
          {active === tab ? <ComingSoonBody /> : null}
        </div>
      ))}
    </div>
  )
}

function WaitingForApproval({ email }: { email: string }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-xl py-8 text-center" data-testid="waiting-for-approval">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
        <Hourglass className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('owner.waiting.title')}</h1>
      <p className="mt-3 text-slate-600">{t('owner.waiting.body')}</p>
      <p className="mt-4 text-sm text-slate-500">{t('owner.waiting.emailNotice', { email })}</p>
      <Link to={paths.contact} className="mt-6 inline-block font-semibold text-ocean-700 hover:underline">
        {t('owner.waiting.contact')}
      </Link>
    </div>
  )
}
