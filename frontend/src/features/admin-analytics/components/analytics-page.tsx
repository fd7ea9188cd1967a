import { useState, type ReactNode } from 'react'
import { BarChart3, CalendarClock, CheckCircle2, Euro } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { formatMoney, formatMonth } from '@/lib/format'
import { EmptyState, AdminScreen, Panel } from '@/components/admin/page-header'
import { StatCard } from '@/components/admin/stat-card'
import { useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { Select, Spinner } from '@/components/ui'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useCodeText } from '@/i18n/codes'
import { PERIODS, useAnalytics, type Period } from '../api/get-analytics'
import { BarList, DonutChart, PALETTE, StackedBars, TrendChart } from './charts'

const STATUS_COLORS: Record<string, string> = {
  pending: '#f59e0b',
  confirmed: '#10b981',
  completed: '#0e7490',
  cancelled: '#ef4444',
}
const CONVERSION_HIGHLIGHT = 5

function ChartPanel({
  title,
  hint,
  empty,
  children,
}: {
  title: string
  hint?: string
  empty: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Panel title={title}>
      <div className="p-4">
        {hint ? <p className="mb-3 text-xs text-slate-500">{hint}</p> : null}
        {empty ? <EmptyState>{t('adminAnalytics.noData')}</EmptyState> : children}
      </div>
    </Panel>
  )
}

export default function AdminAnalyticsPage() {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  usePageMeta('adminAnalytics')
  const [days, setDays] = useState<Period>(30)
  const report = useAnalytics(days)
  const lang = i18n.language
  const number = new Intl.NumberFormat(lang)

  useLoadFailedToast(report.isError, t('adminAnalytics.fetchFailed'))

  const data = report.data
  return (
    <AdminScreen
      title={t('adminAnalytics.heading')}
      description={t('adminAnalytics.subheading')}
      actions={
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <span>{t('adminAnalytics.period')}</span>
          <Select
            value={String(days)}
            onChange={(e) => setDays(Number(e.target.value) as Period)}
            className="h-9 w-44 py-1.5"
            options={PERIODS.map((p) => ({ value: p, label: t(`adminAnalytics.periods.${p}`) }))}
          />
          {report.isFetching ? <Spinner size="sm" /> : null}
        </label>
      }
    >
      {!data ? (
        <div className="flex justify-center py-16">
          {report.isError ? <EmptyState>{t('adminAnalytics.noData')}</EmptyState> : <Spinner />}
        </div>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="analytics-cards">
            <StatCard
              label={t('adminAnalytics.cards.totalBookings')}
              value={number.format(data.cards.totalBookings)}
              hint={t('adminAnalytics.cards.totalBookingsHint')}
              Icon={BarChart3}
            />
            <StatCard
              label={t('adminAnalytics.cards.revenue')}
              value={formatMoney(data.cards.totalRevenue, 'EUR', lang)}
              hint={t('adminAnalytics.cards.revenueHint', {
                value: formatMoney(data.cards.averageBookingValue, 'EUR', lang),
              })}
              Icon={Euro}
              tone="violet"
            />
            <StatCard
              label={t('adminAnalytics.cards.confirmed')}
              value={number.format(data.cards.confirmedBookings)}
              hint={t('adminAnalytics.cards.confirmedHint', { percent: number.format(data.cards.confirmedPercent) })}
              Icon={CheckCircle2}
              tone="emerald"
            />
            <StatCard
              label={t('adminAnalytics.cards.pending')}
              value={number.format(data.cards.pendingBookings)}
              hint={t('adminAnalytics.cards.pendingHint')}
              Icon={CalendarClock}
              tone="amber"
            />
          </div>

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ChartPanel title={t('adminAnalytics.statusDistribution')} empty={data.statusDistribution.length === 0}>
              <DonutChart
                title={t('adminAnalytics.chartLabel', { title: t('adminAnalytics.statusDistribution') })}
                centerLabel={t('adminAnalytics.bookings')}
                slices={data.statusDistribution.map((s, i) => ({
                  key: s.status,
                  label: code('bookingStatus', s.status),
                  value: s.count,
                  color: STATUS_COLORS[s.status] ?? PALETTE[i % PALETTE.length]!,
                }))}
              />
            </ChartPanel>
            <ChartPanel title={t('adminAnalytics.popularCamps')} empty={data.popularCamps.length === 0}>
              <BarList
                title={t('adminAnalytics.popularCamps')}
                bars={data.popularCamps.map((c) => ({
                  key: c.campName,
                  label: c.campName,
                  value: c.bookings,
                  display: t('adminAnalytics.bookingsCount', { count: c.bookings }),
                  detail: formatMoney(c.revenue, 'EUR', lang),
                }))}
              />
            </ChartPanel>
            <ChartPanel title={t('adminAnalytics.topPages')} empty={data.topPages.length === 0}>
              <BarList
                title={t('adminAnalytics.topPages')}
                color={PALETTE[4]}
                bars={data.topPages.map((p) => ({
                  key: p.pageName,
                  // A package page by its package; every other page by its title on the site.
                  label: p.recordName ?? t(`pages.${p.pageKey as 'home'}.title`, { defaultValue: p.pageName }),
                  value: p.views,
                  display: t('adminAnalytics.viewsCount', { count: p.views }),
                  detail: `${code('pageType', p.pageType)} · ${p.pageName}`,
                }))}
              />
            </ChartPanel>
            <ChartPanel
              title={t('adminAnalytics.conversion')}
              hint={t('adminAnalytics.conversionHint')}
              empty={data.conversionRates.length === 0}
            >
              <BarList
                title={t('adminAnalytics.conversion')}
                color={PALETTE[5]}
                bars={data.conversionRates.map((c) => ({
                  key: String(c.campId),
                  label: c.campName,
                  value: c.rate,
                  display: t('adminAnalytics.rate', { rate: number.format(c.rate) }),
                  detail: `${t('adminAnalytics.bookingsCount', { count: c.bookings })} · ${t('adminAnalytics.viewsCount', { count: c.views })}`,
                  highlight: c.rate > CONVERSION_HIGHLIGHT,
                }))}
              />
            </ChartPanel>
            <ChartPanel title={t('adminAnalytics.emailStats')} empty={data.emailStats.length === 0}>
              <StackedBars
                title={t('adminAnalytics.emailStats')}
                rows={data.emailStats.map((e) => ({
                  key: e.emailType,
                  label: code('emailType', e.emailType),
                  parts: [
                    { value: e.sent, color: '#059669', label: t('adminAnalytics.sent') },
                    { value: e.failed, color: '#dc2626', label: t('adminAnalytics.failed') },
                  ],
                }))}
              />
            </ChartPanel>
            <ChartPanel
              title={t('adminAnalytics.monthlyTrends')}
              empty={data.monthlyTrends.every((m) => m.bookings === 0)}
            >
              <TrendChart
                title={t('adminAnalytics.chartLabel', { title: t('adminAnalytics.monthlyTrends') })}
                barLabel={t('adminAnalytics.bookings')}
                lineLabel={t('adminAnalytics.revenue')}
                formatLine={(v) => formatMoney(v, 'EUR', lang)}
                points={data.monthlyTrends.map((m) => ({
                  key: m.month,
                  label: formatMonth(m.month, lang),
                  bars: m.bookings,
                  line: Number(m.revenue),
                }))}
              />
            </ChartPanel>
          </div>
        </>
      )}
    </AdminScreen>
  )
}
