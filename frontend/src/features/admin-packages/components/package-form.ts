import type { AdminPackage, AdminPackageCreate } from '@/api/types'

export type Difficulty = NonNullable<AdminPackageCreate['difficultyLevel']>
/** Package prices are in EUR only (the server converts for travellers). */
export type Currency = NonNullable<AdminPackageCreate['currency']>
export const DIFFICULTIES: Difficulty[] = ['beginner', 'intermediate', 'advanced', 'all_levels']
export type PackageType = NonNullable<AdminPackageCreate['packageType']>
export const PACKAGE_TYPES: PackageType[] = ['surf-only', 'surf-yoga', 'all-inclusive']

export interface PackageFormValues {
  campId: string
  name: string
  shortDescription: string
  description: string
  price: string
  currency: Currency
  durationDays: string
  difficultyLevel: Difficulty
  packageType: PackageType
  maxParticipants: string
  featured: boolean
  status: 'active' | 'inactive'
  imageUrl: string | null
  galleryImages: string[]
  includedFeatures: string[]
}

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
    difficultyLevel: (DIFFICULTIES as string[]).includes(p.difficultyLevel) ? (p.difficultyLevel as Difficulty) : 'all_levels',
    packageType: (PACKAGE_TYPES as string[]).includes(p.packageType) ? (p.packageType as PackageType) : 'surf-only',
    maxParticipants: p.maxParticipants == null ? '' : String(p.maxParticipants),
    featured: p.featured,
    status: p.status === 'inactive' ? 'inactive' : 'active',
    imageUrl: p.imageUrl,
    galleryImages: p.galleryImages,
    includedFeatures: p.includedFeatures.length > 0 ? p.includedFeatures : [''],
  }
}

/** Removes one feature row but always keeps at least one (empty) row to type into. */
export function removeFeature(features: string[], index: number): string[] {
  const next = features.filter((_, i) => i !== index)
  return next.length > 0 ? next : ['']
}

export type PackageFieldError = 'required' | 'invalid_number' | 'featured_image_required' | 'price_required'

export function validatePackage(values: PackageFormValues): Partial<Record<keyof PackageFormValues, PackageFieldError>> {
  const errors: Partial<Record<keyof PackageFormValues, PackageFieldError>> = {}
  if (!values.campId) errors.campId = 'required'
  if (!values.name.trim()) errors.name = 'required'
  if (!values.price.trim()) errors.price = 'required'
  else if (!Number.isFinite(Number(values.price)) || Number(values.price) < 0) errors.price = 'invalid_number'
  else if (values.status === 'active' && Number(values.price) <= 0) errors.price = 'price_required'
  if (!values.durationDays.trim()) errors.durationDays = 'required'
  else if (!Number.isInteger(Number(values.durationDays)) || Number(values.durationDays) < 1) errors.durationDays = 'invalid_number'
  if (values.maxParticipants.trim() && (!Number.isInteger(Number(values.maxParticipants)) || Number(values.maxParticipants) < 1)) errors.maxParticipants = 'invalid_number'
  if (!values.imageUrl) errors.imageUrl = 'featured_image_required'
  return errors
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
  }
}
