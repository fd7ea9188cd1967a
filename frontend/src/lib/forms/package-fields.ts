import { z } from '@/lib/forms/zod'
import { packageDifficultyValues, packageTypeValues } from '@/api/enums'
import { listingTextsShape } from './listing-texts'
import { requiredText } from './zod-form'

// The fields of a package as both its editors (the back office and the camp owner) fill them in,
// checked the way the server checks them (price 0..100 000, 1..60 days, 1..100 people), with its
// texts in the other languages (listing-texts.ts).
const LIMITS = { price: [0, 100_000], durationDays: [1, 60], maxParticipants: [1, 100] } as const

export const packageFieldsSchema = z.object({
  name: requiredText,
  shortDescription: z.string(),
  description: z.string(),
  price: z.string(),
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
})

export type PackageFields = z.infer<typeof packageFieldsSchema>

function numberCode(text: string, [min, max]: readonly [number, number], integer: boolean): 'invalid_number' | null {
  const value = Number(text)
  return Number.isFinite(value) && (!integer || Number.isInteger(value)) && value >= min && value <= max
    ? null
    : 'invalid_number'
}

/** Price, duration and group size: numbers in the server's ranges; a package on sale needs a price above zero. */
export function checkPackageNumbers(
  values: Pick<PackageFields, 'price' | 'durationDays' | 'maxParticipants'>,
  onSale: boolean,
  ctx: z.RefinementCtx,
) {
  const flag = (field: keyof typeof LIMITS, message: string) => ctx.addIssue({ code: 'custom', path: [field], message })
  const price = values.price.trim() ? numberCode(values.price, LIMITS.price, false) : 'required'
  if (price) flag('price', price)
  else if (onSale && Number(values.price) <= 0) flag('price', 'price_required')
  const days = values.durationDays.trim() ? numberCode(values.durationDays, LIMITS.durationDays, true) : 'required'
  if (days) flag('durationDays', days)
  const people = values.maxParticipants.trim() ? numberCode(values.maxParticipants, LIMITS.maxParticipants, true) : null
  if (people) flag('maxParticipants', people)
}
