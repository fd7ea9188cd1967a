import { describe, expect, it } from 'vitest'
import { amountText, readAmount } from './numbers'

const NNBSP = '\u202f'
const NBSP = '\u00a0'

describe('readAmount reads an amount as the interface language writes it', () => {
  it.each([
    // German: "." groups thousands, "," is the decimal mark
    ['de', '1.250', 1250],
    ['de', '1.250,00', 1250],
    ['de', '1.250,50', 1250.5],
    ['de', '1250,5', 1250.5],
    ['de', '1.250.000', 1_250_000],
    ['de', '450.50', 450.5],
    ['de', '1 250,50', 1250.5],
    // French: spaces (also no-break and narrow no-break) group thousands, "," is the decimal mark
    ['fr', '1 250,50', 1250.5],
    ['fr', `1${NNBSP}250,50`, 1250.5],
    ['fr', `1${NBSP}250`, 1250],
    ['fr', '1250,5', 1250.5],
    ['fr', '1.250', 1250],
    ['fr', '0,5', 0.5],
    // English: "," groups thousands, "." is the decimal mark
    ['en', '1,250.50', 1250.5],
    ['en', '1,250', 1250],
    ['en', '1250.5', 1250.5],
    ['en', '450,50', 450.5],
    ['en', ' 0890 ', 890],
    ['en', '0', 0],
  ])('%s: "%s" is %d', (language, typed, value) => {
    expect(readAmount(typed, language)).toMatchObject({ kind: 'amount', value })
  })

  it.each([
    ['de', '1.25.0'],
    ['de', '1,2,3'],
    ['de', '1,200.5'],
    ['de', '12.00,5,0'],
    ['de', '1.2345'],
    ['de', '1.250,505'],
    ['de', '1 25'],
    ['de', '1.250 000'],
    ['fr', '1,2,3'],
    ['fr', '1 250,50 €'],
    ['fr', '12 50'],
    ['en', '1.25.0'],
    ['en', '1,2,3'],
    ['en', '1.200'],
    ['en', 'abc'],
    ['en', '12a'],
    ['en', '-5'],
    ['en', '1e3'],
    ['en', ',5'],
    ['en', '5.'],
  ])('%s: refuses "%s" rather than misread it', (language, typed) => {
    expect(readAmount(typed, language)).toEqual({ kind: 'invalid' })
  })

  it('says when nothing was typed', () => {
    expect(readAmount('  ', 'de')).toEqual({ kind: 'empty' })
  })

  it('gives the plain decimal the API takes', () => {
    expect(readAmount('1.250,50', 'de')).toEqual({ kind: 'amount', decimal: '1250.50', value: 1250.5 })
  })
})

describe('amountText writes an amount back as the language writes it', () => {
  it.each([
    ['de', 1250, '1.250'],
    ['de', 1250.5, '1.250,50'],
    ['fr', 1250.5, `1${NNBSP}250,50`],
    ['en', 1250.5, '1,250.50'],
  ])('%s: %d is "%s"', (language, value, text) => {
    expect(amountText(value, language)).toBe(text)
  })

  it.each(['en', 'fr', 'de'])('%s: what it writes reads back as the same amount', (language) => {
    for (const value of [0, 7, 49.9, 1250, 1250.5, 99_999.99]) {
      expect(readAmount(amountText(value, language), language)).toMatchObject({ kind: 'amount', value })
    }
  })
})
