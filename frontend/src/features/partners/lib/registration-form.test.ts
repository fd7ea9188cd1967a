import { fieldCodes } from '@/lib/forms/zod-form'
import { registrationBody, registrationSchema, type RegistrationForm } from './registration-form'

const VALID: RegistrationForm = {
  fullName: 'Amina Surf',
  email: 'amina@camp.test',
  password: 'a-long-enough-passphrase',
  campName: 'Amina Surf House',
  location: 'tamraght',
  phone: '',
  website: '',
  language: null,
}

describe('the owner registration', () => {
  it('checks the signup fields as the partner application does (partners/lib/signup-rules.test.ts)', () => {
    expect(fieldCodes(registrationSchema, VALID)).toEqual({})
    expect(
      fieldCodes(registrationSchema, {
        ...VALID,
        email: 'nope',
        website: 'not a site',
        location: '',
        phone: 'call me',
      }),
    ).toEqual({ email: 'invalid_email', website: 'invalid_url', location: 'required', phone: 'invalid_phone' })
  })

  it('asks for the name, e-mail, password, camp and place, and a password of 12 characters', () => {
    const empty = { ...VALID, fullName: ' ', email: '', password: '', campName: '', location: '' as const }
    expect(fieldCodes(registrationSchema, empty)).toEqual({
      fullName: 'required',
      email: 'required',
      password: 'required',
      campName: 'required',
      location: 'required',
    })
    expect(fieldCodes(registrationSchema, { ...VALID, password: 'short' })).toEqual({ password: 'password_too_short' })
  })

  it('sends the texts trimmed, an empty phone or website as none, the password as typed', () => {
    expect(registrationBody({ ...VALID, fullName: ' Amina ', password: ' spaced passphrase ' }, 'fr')).toEqual({
      fullName: 'Amina',
      email: 'amina@camp.test',
      password: ' spaced passphrase ',
      campName: 'Amina Surf House',
      location: 'tamraght',
      phone: null,
      website: null,
      language: 'fr',
    })
  })
})
