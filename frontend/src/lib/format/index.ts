// One home for showing money, numbers, dates and places in the reader's language; every screen imports from here.
export { formatAmount, formatMoney, formatMoneyRange, formatRating } from './money'
export { formatFigure, formatNumber, formatPercent, parseAmount } from './numbers'
export { formatPlace, formatTown } from './place'
export {
  addDays,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongMonth,
  formatMonth,
  formatTimestampDate,
  todayIso,
} from './dates'
