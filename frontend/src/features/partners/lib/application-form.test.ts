import { fieldCodes } from '@/lib/forms/zod-form'
import { priceOf, validatePackages } from '../components/application-packages'
import { applicationSchema, type ApplicationForm } from './application-form'
import { PACKAGE, VALID } from './test-application'

const check = (form: ApplicationForm) => fieldCodes(applicationSchema('en'), form)

describe('partner application rules', () => {
  it('requires the spec’s seven fields and nothing else', () => {
    const texts = Object.fromEntries(Object.keys(VALID).map((k) => [k, '']))
    const empty = { ...texts, packages: [], language: null } as unknown as ApplicationForm
    expect(check(empty)).toEqual({
      surfCampName: 'required',
      contactName: 'required',
      email: 'required',
      whatsappNumber: 'required',
      location: 'required',
      campType: 'required',
      message: 'required',
    })
    expect(check(VALID)).toEqual({})
  })

  it('asks each package for a title, a price above zero, 1 to 60 days and at least one inclusion', () => {
    expect(validatePackages(VALID.packages, 'en')).toEqual({})
    const blank = { title: ' ', price: '', durationDays: '', inclusions: ' \n ' }
    const odd = { title: 'Week', price: '0', durationDays: '61', inclusions: 'Lessons' }
    const words = { title: 'Week', price: 'cheap', durationDays: '2.5', inclusions: 'Lessons' }
    expect(validatePackages([blank, odd, words, { ...odd, price: '450,50', durationDays: '0' }], 'fr')).toEqual({
      '0.title': 'required',
      '0.price': 'required',
      '0.durationDays': 'required',
      '0.inclusions': 'required',
      '1.price': 'too_small',
      '1.durationDays': 'too_large',
      '2.price': 'invalid_number',
      '2.durationDays': 'invalid_number',
      '3.durationDays': 'too_small',
    })
  })

  it('reads a price as the interface language writes it: "1.200" is 1,200 € in German, and no price in English', () => {
    const week = { title: 'Week', price: '1.200', durationDays: '7', inclusions: 'Lessons' }
    expect(validatePackages([week], 'de')).toEqual({})
    expect(priceOf(week, 'de')).toBe('1200')
    expect(priceOf({ ...week, price: '1 200,50' }, 'fr')).toBe('1200.50')
    expect(validatePackages([week], 'en')).toEqual({ '0.price': 'invalid_number' })
  })

  it('checks the e-mail, phone and website formats', () => {
    expect(check({ ...VALID, email: 'nope', whatsappNumber: 'call me', website: 'not a site' })).toEqual({
      email: 'invalid_email',
      whatsappNumber: 'invalid_phone',
      website: 'invalid_url',
    })
    expect(check({ ...VALID, website: 'https://atlaswave.ma/rooms' })).toEqual({})
  })
})

describe('the application schema', () => {
  it('names a package field by its place in the list, as the server does (packages.1.price)', () => {
    const result = applicationSchema('de').safeParse({
      ...VALID,
      packages: [PACKAGE, { ...PACKAGE, price: '0', inclusions: ' ' }],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['packages.1.price', 'too_small'],
      ['packages.1.inclusions', 'required'],
    ])
  })
})
