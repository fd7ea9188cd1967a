import { describe, expect, it } from 'vitest'
import en from '@/i18n/en'
import { ERROR_TEXTS, FIELD_TEXTS, fieldKey, fieldTextKey, type ErrorArea } from './error-text'

function text(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      en,
    )
}

const areas: ErrorArea[] = ['site', 'partner', 'admin']

describe('the one error-code mapper', () => {
  it('names only translation keys that exist', () => {
    const keys = [
      ...Object.keys(FIELD_TEXTS).flatMap((code) => areas.map((area) => fieldTextKey(code, area))),
      ...Object.values(ERROR_TEXTS),
    ].filter((k) => k !== null) as string[]
    expect(keys.filter((key) => typeof text(key) !== 'string')).toEqual([])
  })

  it('words field codes in each area as the screens always did', () => {
    expect(text(fieldTextKey('required', 'site')!)).toBe('This field is required')
    expect(text(fieldTextKey('required', 'admin')!)).toBe('This field is required.')
    expect(text(fieldTextKey('invalid_email', 'partner')!)).toBe('Please enter a valid email address')
    expect(fieldTextKey('price_required', 'partner')).toBe('ownerDashboard.packageForm.priceRequired')
    expect(fieldTextKey('price_required', 'admin')).toBe('adminPackages.priceRequired')
    expect(fieldTextKey('too_small', 'site')).toBe('errors.too_small')
    expect(fieldTextKey('no_such_code', 'admin')).toBeNull()
  })

  it('words the codes of every request date (app/kit/dates.py) in every area', () => {
    for (const code of ['invalid_date', 'date_in_past', 'date_too_far']) {
      for (const area of areas) expect(text(fieldTextKey(code, area) ?? '')).toEqual(expect.any(String))
    }
    expect(text(fieldTextKey('date_too_far', 'partner')!)).toBe(
      'This date is too far ahead. Please choose an earlier date',
    )
  })

  it('normalises server field names', () => {
    expect(fieldKey('body.full_name')).toBe('fullName')
    expect(fieldKey('email')).toBe('email')
  })
})
