import vectors from '../../../../../backend/tests/fixtures/pricing_vectors.json'
import { quote } from './pricing'

type Vector = {
  name: string
  input: { packagePrice: string; packageDays: number; days: number; people: number; addOns: string[]; currency: string; rate: string; groupDiscount: { min_people: number; percent: string } | null }
  expected: { stay: string; discount: string; addOns: Record<string, string>; totalEur: string; total: string }
}

describe('the booking summary prices exactly like the server', () => {
  it.each((vectors as Vector[]).map((v) => [v.name, v] as const))('%s', (_name, { input, expected }) => {
    const result = quote({
      packagePrice: input.packagePrice,
      packageDays: input.packageDays,
      days: input.days,
      people: input.people,
      addOns: input.addOns,
      rate: input.rate,
      groupDiscount: input.groupDiscount ? { minPeople: input.groupDiscount.min_people, percent: input.groupDiscount.percent } : null,
    })
    expect(result.stay).toBe(expected.stay)
    expect(result.discount).toBe(expected.discount)
    expect(Object.fromEntries(result.addOns.map((line) => [line.key, line.amount]))).toEqual(expected.addOns)
    expect(result.totalEur).toBe(expected.totalEur)
    expect(result.total).toBe(expected.total)
  })

  it('runs every shared vector', () => {
    expect((vectors as Vector[]).length).toBeGreaterThanOrEqual(13)
  })

  it('counts an add-on once and ignores unknown keys', () => {
    const result = quote({ packagePrice: '100', packageDays: 7, days: 7, people: 1, addOns: ['surf-photos', 'surf-photos', 'spa'], rate: '1' })
    expect(result.addOns).toEqual([{ key: 'surf-photos', amount: '25.00' }])
    expect(result.total).toBe('125.00')
  })

  it('rounds half up like Python', () => {
    // 450 / 7 * 9 = 578.571… -> 578.57 ; 0.5 units round up
    expect(quote({ packagePrice: '450', packageDays: 7, days: 9, people: 1, addOns: [], rate: '1' }).stay).toBe('578.57')
    expect(quote({ packagePrice: '10.50', packageDays: 7, days: 7, people: 1, addOns: [], rate: '1' }).total).toBe('11.00')
  })
})
