import { z } from '@/lib/forms/zod'
import { campTypeValues } from '@/api/enums'
import type { CampLocation, PartnerApplication } from '@/api/types'
import { LANGUAGES, type Language } from '@/i18n/languages'
import {
  EMPTY_PACKAGE,
  inclusionsOf,
  priceOf,
  validatePackages,
  type PackageDraft,
  type PackageField,
} from '../components/application-packages'
import { orNull, signupRules, trimmed } from './signup-rules'

export type CampType = PartnerApplication['campType']
export const CAMP_TYPES: readonly CampType[] = campTypeValues

export type ApplicationForm = {
  surfCampName: string
  contactName: string
  email: string
  whatsappNumber: string
  instagramHandle: string
  website: string
  location: CampLocation | ''
  campType: CampType | ''
  languagesSpoken: string
  message: string
  /** At least one package: what the camp offers, at what price. */
  packages: PackageDraft[]
  /** The language the application is written in; null: the interface's. */
  language: Language | null
}

export const EMPTY_APPLICATION: ApplicationForm = {
  surfCampName: '',
  contactName: '',
  email: '',
  whatsappNumber: '',
  instagramHandle: '',
  website: '',
  location: '',
  campType: '',
  languagesSpoken: '',
  message: '',
  packages: [EMPTY_PACKAGE],
  language: null,
}

/**
 * The application's checks, mirroring the server's (which stay the authority): the shared signup
 * fields (signup-rules.ts), the camp type and message, and each package (prices read as `language`
 * writes numbers).
 */
export function applicationSchema(language: string) {
  return z.object({
    surfCampName: signupRules.name,
    contactName: signupRules.name,
    email: signupRules.email,
    whatsappNumber: signupRules.phone(true),
    instagramHandle: z.string(),
    website: signupRules.website,
    location: signupRules.location,
    campType: z
      .union([z.enum(CAMP_TYPES as [CampType, ...CampType[]]), z.literal('')])
      .refine((type) => type !== '', 'required'),
    languagesSpoken: z.string(),
    message: signupRules.name,
    packages: z
      .array(z.object({ title: z.string(), price: z.string(), durationDays: z.string(), inclusions: z.string() }))
      .superRefine((packages, ctx) => {
        for (const [key, code] of Object.entries(validatePackages(packages, language))) {
          const [index, field] = key.split('.') as [string, PackageField]
          ctx.addIssue({ code: 'custom', path: [Number(index), field], message: code })
        }
      }),
    language: z.enum(LANGUAGES).nullable(),
  }) satisfies z.ZodType<ApplicationForm, ApplicationForm>
}

/** The application as the API takes it. */
export function applicationBody(
  form: ApplicationForm,
  extra: { plan: PartnerApplication['plan']; language: Language; confirmLowPrice: boolean; priceLanguage: string },
): PartnerApplication {
  return {
    surfCampName: trimmed(form.surfCampName),
    contactName: trimmed(form.contactName),
    email: trimmed(form.email),
    whatsappNumber: trimmed(form.whatsappNumber),
    instagramHandle: orNull(form.instagramHandle),
    website: orNull(form.website),
    location: form.location as CampLocation,
    campType: form.campType as CampType,
    languagesSpoken: orNull(form.languagesSpoken),
    message: trimmed(form.message),
    packages: form.packages.map((p) => ({
      title: p.title.trim(),
      price: priceOf(p, extra.priceLanguage) ?? p.price.trim(),
      durationDays: Number(p.durationDays),
      inclusions: inclusionsOf(p.inclusions),
    })),
    plan: extra.plan,
    language: extra.language,
    confirmLowPrice: extra.confirmLowPrice,
  }
}
