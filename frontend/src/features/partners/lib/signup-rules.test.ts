import { z } from '@/lib/forms/zod'
import { fieldCodes } from '@/lib/forms/zod-form'
import { applicationSchema } from './application-form'
import { signupRules } from './signup-rules'

const codeOf = (schema: z.ZodType<unknown>, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? null : result.error.issues[0]?.message
}

describe('the signup rules', () => {
  it('answers the codes the server answers for the same mistakes', () => {
    expect(codeOf(signupRules.name, '  ')).toBe('required')
    expect(codeOf(signupRules.email, 'amina@camp')).toBe('invalid_email')
    expect(codeOf(signupRules.email, ' amina@camp.ma ')).toBeNull()
    expect(codeOf(signupRules.phone(true), '')).toBe('required')
    expect(codeOf(signupRules.phone(false), '')).toBeNull()
    expect(codeOf(signupRules.phone(false), 'call me')).toBe('invalid_phone')
    expect(codeOf(signupRules.phone(false), '+212 (0) 612-345.678')).toBeNull()
    expect(codeOf(signupRules.website, 'not a site')).toBe('invalid_url')
    expect(codeOf(signupRules.website, 'yourcamp.com/rooms')).toBeNull()
    expect(codeOf(signupRules.location, '')).toBe('required')
    expect(codeOf(signupRules.location, 'tamraght')).toBeNull()
    expect(codeOf(signupRules.password, 'eleven char')).toBe('password_too_short')
    expect(codeOf(signupRules.password, 'twelve chars')).toBeNull()
  })

  it('are the application’s (the owner registration has the same: registration-form.test.ts)', () => {
    const person = { email: 'nope', website: 'not a site', location: '' }
    const application = fieldCodes(applicationSchema('en'), {
      ...person,
      surfCampName: 'Atlas',
      contactName: 'Youssef',
      whatsappNumber: 'call me',
      instagramHandle: '',
      campType: 'hostel',
      languagesSpoken: '',
      message: 'Rooms',
      packages: [],
      language: null,
    } as never)
    expect(application).toEqual({
      email: 'invalid_email',
      website: 'invalid_url',
      location: 'required',
      whatsappNumber: 'invalid_phone',
    })
  })
})
