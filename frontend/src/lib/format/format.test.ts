import { describe, expect, it } from 'vitest'
import {
  addDays,
  formatDate,
  formatDateTime,
  formatFigure,
  formatLongDate,
  formatMoney,
  formatMoneyRange,
  formatMonth,
  formatNumber,
  formatPercent,
  formatPlace,
  formatRating,
  formatTimestampDate,
  parseAmount,
} from '.'

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('drops the cents of whole amounts and keeps two decimals otherwise', () => {
    expect(formatMoney('1300.00', 'EUR', 'en')).toBe('€1,300')
    expect(formatMoney('1300.5', 'EUR', 'en')).toBe('€1,300.50')
    expect(nbsp(formatMoney('1300.50', 'EUR', 'fr'))).toBe('1 300,50 €')
    expect(nbsp(formatMoney(483, 'EUR', 'de'))).toBe('483 €')
    expect(formatMoney('12.001', 'EUR', 'en')).toBe('€12')
  })
  it('uses the given currency and passes through what is not a number', () => {
    expect(formatMoney('99', 'USD', 'en')).toBe('$99')
    expect(formatMoney('abc', 'EUR', 'en')).toBe('abc')
  })
})

describe('dates', () => {
  it('shows a calendar date as that day whatever the time zone', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('Mar 1, 2026')
    expect(formatDate('2026-03-01T23:30:00-05:00', 'en')).toBe('Mar 1, 2026')
    expect(formatDate('nope', 'en')).toBe('nope')
  })
  it('shows timestamps in the reader zone, plain dates stay calendar days', () => {
    expect(formatTimestampDate('2026-03-01', 'en')).toBe('Mar 1, 2026')
    const at = '2026-03-01T12:00:00Z'
    expect(formatTimestampDate(at, 'en')).toBe(
      new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(at)),
    )
    expect(formatDateTime(null, 'en')).toBe('')
    expect(formatDateTime(at, 'en')).toContain('2026')
  })
  it('adds days across months and formats months and ratings', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02')
    expect(formatMonth('2025-11', 'en')).toBe('Nov 25')
    expect(formatRating('4.67', 'fr')).toBe('4,7')
  })
})

describe('numbers', () => {
  it('groups thousands as each language does', () => {
    expect(formatNumber(15000, 'en')).toBe('15,000')
    expect(formatNumber(15000, 'fr')).toBe('15\u202f000') // a narrow no-break space
    expect(formatNumber(15000, 'de')).toBe('15.000')
  })
  it('writes the marketing figures of the settings ("at least") with their plus', () => {
    expect(formatFigure(15000, 'en')).toBe('15,000+')
    expect(formatFigure(15000, 'fr')).toBe('15\u202f000+')
    expect(formatFigure(15000, 'de')).toBe('15.000+')
    expect(formatFigure(15, 'de')).toBe('15+')
  })
  it('writes percentages and money ranges as each language does', () => {
    expect(formatPercent(15, 'en')).toBe('15%')
    expect(nbsp(formatPercent(15, 'fr'))).toBe('15 %')
    expect(formatMoneyRange(300, 400, 'EUR', 'en')).toBe('€300 – €400')
    expect(nbsp(formatMoneyRange(300, 400, 'EUR', 'de'))).toBe('300–400 €')
  })
  it('writes money with the separators of the language', () => {
    expect(formatMoney('1380.5', 'EUR', 'fr')).toBe('1\u202f380,50\u00a0€')
    expect(formatMoney('1380.5', 'EUR', 'de')).toBe('1.380,50\u00a0€')
  })
})

describe('places', () => {
  it('names a camp from its location key: the town, and the country in the reader language', () => {
    expect(formatPlace('taghazout', 'en')).toBe('Taghazout, Morocco')
    expect(formatPlace('taghazout', 'fr')).toBe('Taghazout, Maroc')
    expect(formatPlace('imsouane', 'de')).toBe('Imsouane, Marokko')
  })
})

describe('long dates', () => {
  it('writes the month out', () => {
    expect(formatLongDate('2027-03-14', 'fr')).toBe('14 mars 2027')
    expect(formatLongDate('2027-03-14', 'de')).toBe('14. März 2027')
    expect(formatLongDate('2027-03-14T10:00:00Z', 'en')).toBe('March 14, 2027')
  })
})

describe('parseAmount', () => {
  it.each([
    ['1.200', 'de', '1200'],
    ['1.200,50', 'de', '1200.50'],
    ['450,5', 'de', '450.5'],
    ['450.50', 'de', '450.50'],
    ['1 200,50', 'fr', '1200.50'],
    ['1\u202f200', 'fr', '1200'],
    ['1.200', 'fr', '1200'],
    ['450,50', 'fr', '450.50'],
    ['1,200.50', 'en', '1200.50'],
    ['1,200', 'en', '1200'],
    ['450.5', 'en', '450.5'],
    ['450,50', 'en', '450.50'],
    [' 0890 ', 'en', '890'],
  ])('reads %s in %s as %s', (typed, language, amount) => {
    expect(parseAmount(typed, language)).toBe(amount)
  })

  it.each([
    ['1.200', 'en'],
    ['1,200', 'de'],
    ['1.20.0', 'de'],
    ['12.00,5,0', 'de'],
    ['1.2345', 'de'],
    ['abc', 'en'],
    ['', 'fr'],
    ['-5', 'en'],
    ['1e3', 'en'],
  ])('refuses %s in %s rather than misread it', (typed, language) => {
    expect(parseAmount(typed, language)).toBeNull()
  })
})
