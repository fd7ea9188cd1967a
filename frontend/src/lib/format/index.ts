// One home for showing money and dates in the reader's language; every screen imports from here.
export { formatMoney, formatRating } from './money'
export { addDays, formatDate, formatDateTime, formatMonth, formatTimestampDate, todayIso } from './dates'
