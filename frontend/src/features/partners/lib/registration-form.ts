import { z } from '@/lib/forms/zod'
import type { CampLocation, RegisterRequest } from '@/api/types'
import { orNull, signupRules, trimmed } from './signup-rules'
import { LANGUAGES, type Language } from '@/i18n/languages'

/** The owner registration: the signup fields the partner application also has, and a password. */
export const registrationSchema = z.object({
  fullName: signupRules.name,
  email: signupRules.email,
  password: signupRules.password,
  campName: signupRules.name,
  location: signupRules.location,
  phone: signupRules.phone(false),
  website: signupRules.website,
  /** The owner's language (their e-mails, their camp's texts); null: the interface's. */
  language: z.enum(LANGUAGES).nullable(),
})

export type RegistrationForm = z.input<typeof registrationSchema>

export const EMPTY_REGISTRATION: RegistrationForm = {
  fullName: '',
  email: '',
  password: '',
  campName: '',
  location: '',
  phone: '',
  website: '',
  language: null,
}

export function registrationBody(form: RegistrationForm, language: Language): RegisterRequest {
  return {
    fullName: trimmed(form.fullName),
    email: trimmed(form.email),
    password: form.password,
    campName: trimmed(form.campName),
    location: form.location as CampLocation,
    phone: orNull(form.phone),
    website: orNull(form.website),
    language,
  }
}
