import { z } from '@/lib/forms/zod'
import { listingStatusValues, packageDifficultyValues, packageTypeValues } from '@/api/enums'
import type { AdminPackage, AdminPackageCreate, ListingWrites, OwnerPackage, OwnerPackageCreate } from '@/api/types'
import type { Language } from '@/i18n/languages'
import { MAX_GALLERY_IMAGES } from '@/components/media/image-rules'
import type { MoneyValue } from '@/components/ui/money-field'
import { fieldCodes, requiredText } from '@/lib/forms/zod-form'
import { PACKAGE_TEXT_FIELDS, blankTexts, listingTextsShape, textsFormOf, translationsBody } from './listing-texts'

// One package form for its two editors, the camp owner and the back office. What each may set comes
// from the server (the camp read's `writable.package`, backend/app/listings/rules.py): the back office
// also chooses the package's camp and whether it is on sale. The checks are the server's (price
// 0..100 000, 1..60 days, 1..100 people), which stays the authority.

const LIMITS = { price: [0, 100_000], durationDays: [1, 60], maxParticipants: [1, 100] } as const

/** The fields only some callers may set, by the name the write body gives them. */
export type PackageWritable = Pick<ListingWrites, 'package'>

/** Whether the caller may set `field` on a package, as the server says. */
export const mayWrite = (writable: PackageWritable, field: 'campId' | 'status') => writable.package.includes(field)

const packageShape = {
  campId: z.string(),
  status: z.enum(listingStatusValues),
  name: requiredText,
  shortDescription: z.string(),
  description: z.string(),
  /** The money field's value: null when empty, NaN while the text typed is not an amount. */
  price: z.number({ error: 'invalid_amount' }).nullable(),
  /** Package prices are in EUR only (the server converts for travellers). */
  currency: z.literal('EUR'),
  durationDays: z.string(),
  difficultyLevel: z.enum(packageDifficultyValues),
  packageType: z.enum(packageTypeValues),
  maxParticipants: z.string(),
  featured: z.boolean(),
  imageUrl: z
    .string()
    .nullable()
    .refine((url) => Boolean(url), 'featured_image_required'),
  galleryImages: z.array(z.string()),
  includedFeatures: z.array(z.string()),
  ...listingTextsShape,
}
const packageObject = z.object(packageShape)

export type PackageFormValues = z.infer<typeof packageObject> & { price: MoneyValue }

function wholeCode(text: string, [min, max]: readonly [number, number]): 'invalid_number' | null {
  const value = Number(text)
  return Number.isInteger(value) && value >= min && value <= max ? null : 'invalid_number'
}

/**
 * The form's checks for this caller. A package is on sale when the caller cannot take it off sale
 * (an owner's package always is) or its status is active; on sale, it needs a price above zero.
 */
export function packageFormSchema(writable: PackageWritable): z.ZodType<PackageFormValues, PackageFormValues> {
  const choosesCamp = mayWrite(writable, 'campId')
  const setsStatus = mayWrite(writable, 'status')
  return packageObject.superRefine((values, ctx) => {
    const flag = (path: keyof PackageFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message })
    if (choosesCamp && values.campId === '') flag('campId', 'required')
    const onSale = !setsStatus || values.status === 'active'
    const { price } = values
    if (price === null) flag('price', 'required')
    else if (price < LIMITS.price[0] || price > LIMITS.price[1]) flag('price', 'invalid_number')
    else if (onSale && price <= 0) flag('price', 'price_required')
    const days = values.durationDays.trim() ? wholeCode(values.durationDays, LIMITS.durationDays) : 'required'
    if (days) flag('durationDays', days)
    const people = values.maxParticipants.trim() ? wholeCode(values.maxParticipants, LIMITS.maxParticipants) : null
    if (people) flag('maxParticipants', people)
  }) as z.ZodType<PackageFormValues, PackageFormValues>
}

/** The form's errors as field codes ('required', 'invalid_amount', 'price_required', ...): its checks as data. */
export function packageFieldCodes(values: PackageFormValues, writable: PackageWritable) {
  return fieldCodes(packageFormSchema(writable), values)
}

const COMMON_BLANK = {
  campId: '',
  status: 'active',
  name: '',
  shortDescription: '',
  description: '',
  currency: 'EUR',
  packageType: 'surf-only',
  featured: false,
  imageUrl: null,
  galleryImages: [],
  includedFeatures: [],
} as const

/** The owner's blank form (the spec's): 7 days, beginner, 8 people, not featured, price 0; in the camp's language. */
export function ownerBlankPackage(language: Language): PackageFormValues {
  return {
    ...COMMON_BLANK,
    price: 0,
    durationDays: '7',
    difficultyLevel: 'beginner',
    maxParticipants: '8',
    galleryImages: [],
    includedFeatures: [],
    ...blankTexts(language),
  }
}

/** The back office's blank form: no camp chosen yet, no price, all levels, active, no group limit. */
export function officeBlankPackage(): PackageFormValues {
  return {
    ...COMMON_BLANK,
    price: null,
    durationDays: '7',
    difficultyLevel: 'all_levels',
    maxParticipants: '',
    galleryImages: [],
    includedFeatures: [],
    ...blankTexts('en'),
  }
}

/** A saved package as the form holds it. */
export function packageToForm(pkg: OwnerPackage | AdminPackage): PackageFormValues {
  const price = Number(pkg.price)
  return {
    campId: String(pkg.campId),
    status: pkg.status === 'inactive' ? 'inactive' : 'active',
    name: pkg.name,
    shortDescription: pkg.shortDescription ?? '',
    description: pkg.description ?? '',
    price: Number.isFinite(price) ? price : null,
    currency: 'EUR',
    durationDays: String(pkg.durationDays),
    difficultyLevel: packageDifficultyValues.find((level) => level === pkg.difficultyLevel) ?? 'all_levels',
    packageType: packageTypeValues.find((type) => type === pkg.packageType) ?? 'surf-only',
    maxParticipants: pkg.maxParticipants == null ? '' : String(pkg.maxParticipants),
    featured: pkg.featured,
    imageUrl: pkg.imageUrl ?? null,
    galleryImages: pkg.galleryImages,
    includedFeatures: pkg.includedFeatures,
    ...textsFormOf(pkg),
  }
}

/** The body both roles' saves send; `campId` and `status` only when the caller may set them. */
export type PackageBody = OwnerPackageCreate &
  Partial<Pick<AdminPackageCreate, 'campId' | 'status'>> & { price: string }

/**
 * The body of a save: the price as a decimal with cents, whole days, no group limit when empty, blank
 * features dropped. `confirmLowPrice` answers the server's question about a price far below the others.
 */
export function packageBody(
  values: PackageFormValues,
  writable: PackageWritable,
  confirmLowPrice = false,
): PackageBody {
  const shortDescription = values.shortDescription.trim()
  const description = values.description.trim()
  return {
    confirmLowPrice,
    ...(mayWrite(writable, 'campId') ? { campId: Number(values.campId) } : {}),
    ...(mayWrite(writable, 'status') ? { status: values.status } : {}),
    name: values.name.trim(),
    shortDescription: shortDescription || null,
    description: description || null,
    price: (values.price ?? 0).toFixed(2),
    currency: values.currency,
    durationDays: Number.parseInt(values.durationDays, 10),
    difficultyLevel: values.difficultyLevel,
    packageType: values.packageType,
    maxParticipants: values.maxParticipants.trim() ? Number.parseInt(values.maxParticipants, 10) : null,
    featured: values.featured,
    imageUrl: values.imageUrl,
    galleryImages: values.galleryImages.slice(0, MAX_GALLERY_IMAGES),
    includedFeatures: values.includedFeatures.map((feature) => feature.trim()).filter(Boolean),
    ...translationsBody(values, PACKAGE_TEXT_FIELDS),
  }
}
