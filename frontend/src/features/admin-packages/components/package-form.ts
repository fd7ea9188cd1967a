import { z } from '@/lib/forms/zod'
import { listingStatusValues, packageDifficultyValues, packageTypeValues } from '@/api/enums'
import type { AdminPackage, AdminPackageCreate } from '@/api/types'
import { PACKAGE_TEXT_FIELDS, blankTexts, textsFormOf, translationsBody } from '@/lib/forms/listing-texts'
import { checkPackageNumbers, packageFieldsSchema, type PackageFields } from '@/lib/forms/package-fields'
import { fieldCodes } from '@/lib/forms/zod-form'

export type Difficulty = PackageFields['difficultyLevel']
export const DIFFICULTIES = packageDifficultyValues
export type PackageType = PackageFields['packageType']
export const PACKAGE_TYPES = packageTypeValues

export type PackageFormValues = PackageFields & { campId: string; status: (typeof listingStatusValues)[number] }

/** The shared package checks, plus a camp to belong to; an active package needs a price above zero. */
export const packageFormSchema: z.ZodType<PackageFormValues, PackageFormValues> = packageFieldsSchema
  .extend({
    campId: z.string().refine((id) => id !== '', 'required'),
    status: z.enum(listingStatusValues),
  })
  .superRefine((values, ctx) => checkPackageNumbers(values, values.status === 'active', ctx))

/** The spec's admin defaults: EUR, all levels, active; the feature list starts with one empty row. */
export const blankPackage: PackageFormValues = {
  campId: '',
  name: '',
  shortDescription: '',
  description: '',
  price: '',
  currency: 'EUR',
  durationDays: '7',
  difficultyLevel: 'all_levels',
  packageType: 'surf-only',
  maxParticipants: '',
  featured: false,
  status: 'active',
  imageUrl: null,
  galleryImages: [],
  includedFeatures: [''],
  ...blankTexts('en'),
}

export function packageToForm(p: AdminPackage): PackageFormValues {
  return {
    campId: String(p.campId),
    name: p.name,
    shortDescription: p.shortDescription ?? '',
    description: p.description ?? '',
    price: String(p.price),
    currency: 'EUR',
    durationDays: String(p.durationDays),
    difficultyLevel: DIFFICULTIES.find((level) => level === p.difficultyLevel) ?? 'all_levels',
    packageType: PACKAGE_TYPES.find((type) => type === p.packageType) ?? 'surf-only',
    maxParticipants: p.maxParticipants == null ? '' : String(p.maxParticipants),
    featured: p.featured,
    status: p.status === 'inactive' ? 'inactive' : 'active',
    imageUrl: p.imageUrl,
    galleryImages: p.galleryImages,
    includedFeatures: p.includedFeatures.length > 0 ? p.includedFeatures : [''],
    ...textsFormOf(p),
  }
}

/** Removes one feature row but always keeps at least one (empty) row to type into. */
export function removeFeature(features: string[], index: number): string[] {
  const next = features.filter((_, i) => i !== index)
  return next.length > 0 ? next : ['']
}

/** The form's errors as field codes ('required', 'invalid_number', 'price_required', 'featured_image_required'). */
export function validatePackage(values: PackageFormValues): Partial<Record<keyof PackageFormValues, string>> {
  return fieldCodes(packageFormSchema, values)
}

/** Price as a decimal, duration as an integer, max participants null when empty, blank features dropped. */
export function formToBody(values: PackageFormValues): AdminPackageCreate {
  return {
    campId: Number(values.campId),
    name: values.name.trim(),
    shortDescription: values.shortDescription,
    description: values.description,
    price: Number(values.price).toFixed(2),
    currency: values.currency,
    durationDays: Number.parseInt(values.durationDays, 10),
    difficultyLevel: values.difficultyLevel,
    packageType: values.packageType,
    maxParticipants: values.maxParticipants.trim() ? Number.parseInt(values.maxParticipants, 10) : null,
    featured: values.featured,
    status: values.status,
    imageUrl: values.imageUrl,
    galleryImages: values.galleryImages,
    includedFeatures: values.includedFeatures.map((f) => f.trim()).filter(Boolean),
    ...translationsBody(values, PACKAGE_TEXT_FIELDS),
  }
}
