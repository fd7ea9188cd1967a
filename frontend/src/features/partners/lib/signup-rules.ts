import { z } from '@/lib/forms/zod'
import { campLocationValues } from '@/api/enums'
import type { CampLocation } from '@/api/types'

// The fields a camp's people fill in to join, the same in the partner application and the owner
// registration (features/auth register page): who they are, how to reach them, their camp and where
// it is, and (registration) a password. Each rule answers the field codes the server sends for the
// same mistake, so one translator serves both; the server stays the authority.

export const LOCATIONS: readonly CampLocation[] = campLocationValues

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[0-9 ().-]{6,30}$/
const WEBSITE = /^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?(\/\S*)?$/i
/** The server's password policy starts at 12 characters (app/auth/passwords.py). */
export const PASSWORD_MIN_LENGTH = 12

/** A text checked by `check`, which returns the field code of what is wrong with it (null: nothing). */
function checkedText(check: (trimmed: string, raw: string) => string | null) {
  return z.string().superRefine((raw, ctx) => {
    const code = check(raw.trim(), raw)
    if (code) ctx.addIssue({ code: 'custom', message: code })
  })
}

const phoneCode = (phone: string) =>
  PHONE.test(phone) && phone.replace(/\D/g, '').length >= 6 ? null : 'invalid_phone'

export const signupRules = {
  /** The person's name, the camp's name: required, kept as typed. */
  name: checkedText((text) => (text ? null : 'required')),
  email: checkedText((text) => (!text ? 'required' : EMAIL.test(text) ? null : 'invalid_email')),
  /** A phone number with its country code; `required` for the application's WhatsApp number. */
  phone: (required: boolean) => checkedText((text) => (!text ? (required ? 'required' : null) : phoneCode(text))),
  /** Optional; "yourcamp.com" is fine (the server adds https://). */
  website: checkedText((text) => (!text || WEBSITE.test(text) ? null : 'invalid_url')),
  location: z
    .union([z.enum(LOCATIONS as [CampLocation, ...CampLocation[]]), z.literal('')])
    .refine((location) => location !== '', 'required'),
  password: checkedText((_, raw) =>
    !raw ? 'required' : raw.length < PASSWORD_MIN_LENGTH ? 'password_too_short' : null,
  ),
}

/** The texts of a form as sent: trimmed, an empty optional one as null. */
export const trimmed = (text: string) => text.trim()
export const orNull = (text: string) => text.trim() || null
