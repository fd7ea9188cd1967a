import vectors from '../../../../../backend/tests/fixtures/pricing_vectors.json'
import { convert, quote, type AddOnRule } from './pricing'

// The server's add-ons (backend/app/bookings/pricing.py ADD_ONS), as a package that sells them all gives them.
const ALL_ADD_ONS: AddOnRule[] = [
  { key: 'airport-transfer', price: '20', perDay: false },
  { key: 'extra-yoga', price: '15', perDay: true },
  { key: 'surf-photos', price: '25', perDay: false },
]

type Vector = {
  name: string
  input: {
    packagePrice: string
    packageDays: number
    days: number
    people: number
    addOns: string[]
    currency: string
    rate: string
    groupDiscount: { min_people: number; percent: string } | null
  }
  expected: {
    stay: string
    discount: string
    addOns: Record<string, string>
    totalEur: string
    total: string
    stayInCurrency: string
    discountInCurrency: string
    addOnsInCurrency: Record<string, string>
  }
}

describe('the booking summary prices exactly like the server', () => {
  it.each((vectors as Vector[]).map((v) => [v.name, v] as const))('%s', (_name, { input, expected }) => {
    const result = quote({
      packagePrice: input.packagePrice,
      packageDays: input.packageDays,
      days: input.days,
      people: input.people,
      addOns: input.addOns,
      addOnRules: ALL_ADD_ONS,
      rate: input.rate,
      groupDiscount: input.groupDiscount
        ? { minPeople: input.groupDiscount.min_people, percent: input.groupDiscount.percent }
        : null,
    })
    expect(result.stay).toBe(expected.stay)
    expect(result.discount).toBe(expected.discount)
    expect(Object.fromEntries(result.addOns.map((line) => [line.key, line.amount]))).toEqual(expected.addOns)
    expect(result.totalEur).toBe(expected.totalEur)
    expect(result.total).toBe(expected.total)
    expect(result.stayInCurrency).toBe(expected.stayInCurrency)
    expect(result.discountInCurrency).toBe(expected.discountInCurrency)
    expect(Object.fromEntries(result.addOns.map((line) => [line.key, line.amountInCurrency]))).toEqual(
      expected.addOnsInCurrency,
    )
  })

  it('runs every shared vector', () => {
    expect((vectors as Vector[]).length).toBeGreaterThanOrEqual(13)
  })

  it('counts an add-on once and ignores unknown keys', () => {
    const result = quote({
      packagePrice: '100',
      packageDays: 7,
      days: 7,
      people: 1,
      addOns: ['surf-photos', 'surf-photos', 'spa'],
      addOnRules: ALL_ADD_ONS,
      rate: '1',
    })
    expect(result.addOns).toEqual([{ key: 'surf-photos', amount: '25.00', amountInCurrency: '25.00' }])
    expect(result.total).toBe('125.00')
  })

  it('rounds half up like Python', () => {
    // 450 / 7 * 9 = 578.571… -> 578.57 ; 0.5 units round up
    expect(
      quote({ packagePrice: '450', packageDays: 7, days: 9, people: 1, addOns: [], addOnRules: [], rate: '1' }).stay,
    ).toBe('578.57')
    expect(
      quote({ packagePrice: '10.50', packageDays: 7, days: 7, people: 1, addOns: [], addOnRules: [], rate: '1' }).total,
    ).toBe('11.00')
  })

  it('leaves out an add-on the package does not sell', () => {
    const rules = ALL_ADD_ONS.filter((rule) => rule.key !== 'airport-transfer')
    const result = quote({
      packagePrice: '100',
      packageDays: 7,
      days: 7,
      people: 1,
      addOns: ['airport-transfer', 'surf-photos'],
      addOnRules: rules,
      rate: '1',
    })
    expect(result.addOns.map((line) => line.key)).toEqual(['surf-photos'])
  })

  it('converts add-on prices like the package price', () => {
    expect(convert('20', '0.85')).toBe('17.00')
    expect(convert('15', '1.1')).toBe('16.50')
    const result = quote({
      packagePrice: '500',
      packageDays: 7,
      days: 7,
      people: 1,
      addOns: ['airport-transfer'],
      addOnRules: ALL_ADD_ONS,
      rate: '0.85',
    })
    expect([result.stayInCurrency, result.addOns[0]?.amountInCurrency, result.total]).toEqual([
      '425.00',
      '17.00',
      '442.00',
    ])
  })
})
