import { BookOpenCheck, CalendarClock, CheckCircle2, Euro, MessagesSquare } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { StatCardRow, type StatCardProps } from '@/components/admin/stat-card'
import { formatMoney } from '@/lib/format'
import { useBookingSummary } from '../api/get-booking-summary'

type Figure = 'total' | 'pending' | 'confirmed' | 'revenue' | 'unread'

/** The back office's figures over every booking: how many, waiting, confirmed, the revenue and unread messages. */
export function BookingSummaryCards() {
  const { t, i18n } = useTranslation()
  const s = useBookingSummary().data
  const number = new Intl.NumberFormat(i18n.language)
  const card = (key: Figure, value: string | undefined, Icon: StatCardProps['Icon'], tone: StatCardProps['tone']) => ({
    key,
    label: t(`adminBookings.cards.${key}`),
    value: value ?? '–',
    hint: t(`adminBookings.cards.${key}Hint`),
    Icon,
    tone,
  })
  return (
    <StatCardRow
      cards={[
        card('total', s && number.format(s.total), BookOpenCheck, 'ocean'),
        card('pending', s && number.format(s.pending), CalendarClock, 'amber'),
        card('confirmed', s && number.format(s.confirmed), CheckCircle2, 'emerald'),
        card('revenue', s && formatMoney(s.revenue, 'EUR', i18n.language), Euro, 'violet'),
        card('unread', s && number.format(s.unreadMessages ?? 0), MessagesSquare, 'slate'),
      ]}
    />
  )
}
