import { CalendarCheck, Clock, MessageSquare, Package, Wallet } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Spinner } from '@/components/ui'
import { cn } from '@/lib/ui/cn'
import { useOwnerStats } from '../api/get-owner-stats'
import { formatMoney } from '@/lib/format'

/** Active packages, total and pending bookings, revenue in EUR, unread messages — all computed by the database. */
export function StatCards() {
  const { t, i18n } = useTranslation()
  const stats = useOwnerStats()
  const data = stats.data
  const cards = [
    {
      key: 'activePackages',
      label: t('ownerDashboard.stats.activePackages'),
      value: data?.activePackages,
      Icon: Package,
      tone: 'bg-ocean-50 text-ocean-700',
    },
    {
      key: 'totalBookings',
      label: t('ownerDashboard.stats.totalBookings'),
      value: data?.totalBookings,
      Icon: CalendarCheck,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      key: 'pendingBookings',
      label: t('ownerDashboard.stats.pendingBookings'),
      value: data?.pendingBookings,
      hint: t('ownerDashboard.stats.pendingHint'),
      Icon: Clock,
      tone: 'bg-amber-50 text-amber-700',
    },
    {
      key: 'revenue',
      label: t('ownerDashboard.stats.revenue'),
      value: data ? formatMoney(data.revenue, 'EUR', i18n.language) : undefined,
      hint: t('ownerDashboard.stats.revenueHint'),
      Icon: Wallet,
      tone: 'bg-sunset-500/10 text-sunset-700',
    },
    {
      key: 'unreadMessages',
      label: t('ownerDashboard.stats.unread'),
      value: data?.unreadMessages,
      hint: t('ownerDashboard.stats.unreadHint'),
      Icon: MessageSquare,
      tone: 'bg-violet-50 text-violet-700',
    },
  ]
  return (
    <section aria-label={t('ownerDashboard.stats.label')}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {cards.map(({ key, label, value, hint, Icon, tone }) => (
          <li
            key={key}
            // five cards on two columns: the last one takes the whole row
            className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm last:col-span-2 sm:p-5 lg:last:col-span-1"
            data-testid={`stat-${key}`}
          >
            <div className="flex items-start justify-between gap-2">
              <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
              <span className={cn('hidden h-9 w-9 shrink-0 items-center justify-center rounded-xl sm:flex', tone)}>
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
            </div>
            <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {value ?? (stats.isPending ? <Spinner size="sm" /> : '–')}
            </p>
            {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
