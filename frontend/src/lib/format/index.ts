// One home for showing money, numbers, dates and places in the reader's language; every screen imports from here.
export { formatAmount, formatMoney, formatMoneyRange, formatRating } from './money'
export { amountText, formatFigure, formatNumber, formatPercent, parseAmount, readAmount } from './numbers'
export { formatPlace, formatTown } from './place'
export {
  addDays,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongMonth,
  formatMonth,
  formatTimestampDate,
  isCalendarDay,
  todayIso,
} from './dates'
export type { AmountReading } from './numbers'
