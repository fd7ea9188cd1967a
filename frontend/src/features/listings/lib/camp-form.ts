import { z } from '@/lib/forms/zod'
import { campLocationValues, listingStatusValues } from '@/api/enums'
import type { AdminCampCreate, AdminCampUpdate, ListingWrites, OwnerCamp } from '@/api/types'
import { fieldCodes, requiredText } from '@/lib/forms/zod-form'
import {
  CAMP_TEXT_FIELDS,
  blankTexts,
  listingTextsShape,
  textsFormOf,
  translationsBody,
  type ListingTextsValues,
} from './listing-texts'

// One camp form for its two editors, the camp owner and the back office. What each may set comes from
// the server (the camp read's `writable.camp`, backend/app/listings/rules.py): the back office also sets
// where the camp is, its status and whether it is featured. Name and location are required (the
// server's rule); the server checks the rest and names the field it refuses.

export type LocationKey = NonNullable<AdminCampCreate['locationKey']>
export const LOCATIONS = campLocationValues

/** The fields a caller may set on a camp, by the name the write body gives them. */
export type CampWritable = Pick<ListingWrites, 'camp'>

/** What the back office may set on a camp it creates: creating camps is the back office's alone. */
export const NEW_CAMP_WRITES: CampWritable = {
  camp: ['locationKey', 'status', 'featured'],
}

/** Whether the caller may set `field` on a camp, as the server says. */
export const mayWriteCamp = (writable: CampWritable, field: 'locationKey' | 'status' | 'featured') =>
  writable.camp.includes(field)

export interface CampFormValues extends ListingTextsValues {
  name: string
  locationKey: LocationKey | ''
  address: string
  shortDescription: string
  description: string
  phone: string
  email: string
  website: string
  amenities: string[]
  mapsUrl: string
  imageUrl: string | null
  /** 'pending' only for a camp whose owner awaits approval: shown, never sent (approval publishes it). */
  status: 'active' | 'inactive' | 'pending'
  featured: boolean
}

export const blankCamp: CampFormValues = {
  name: '',
  locationKey: '',
  address: '',
  shortDescription: '',
  description: '',
  phone: '',
  email: '',
  website: '',
  amenities: [],
  mapsUrl: '',
  imageUrl: null,
  status: 'active',
  featured: false,
  ...blankTexts('en'),
}

export function campToForm(camp: OwnerCamp): CampFormValues {
  return {
    name: camp.name,
    locationKey: LOCATIONS.find((key) => key === camp.locationKey) ?? '',
    address: camp.address ?? '',
    shortDescription: camp.shortDescription ?? '',
    description: camp.description ?? '',
    phone: camp.phone ?? '',
    email: camp.email ?? '',
    website: camp.website ?? '',
    amenities: camp.amenities,
    mapsUrl: camp.mapsUrl ?? '',
    imageUrl: camp.imageUrl ?? null,
    status: camp.status === 'inactive' || camp.status === 'pending' ? camp.status : 'active',
    featured: camp.featured,
    ...textsFormOf(camp),
  }
}

/** Comma-separated amenities as a list: trimmed, empties dropped (the spec's rule for the back office's box). */
export function splitAmenities(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

const campObject = z.object({
  name: requiredText,
  locationKey: z.union([z.enum(LOCATIONS), z.literal('')]),
  address: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  amenities: z.array(z.string()),
  mapsUrl: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum([...listingStatusValues, 'pending']),
  featured: z.boolean(),
  ...listingTextsShape,
})

/** The form's checks for this caller: a name always, a location when the caller sets it. */
export function campFormSchema(writable: CampWritable): z.ZodType<CampFormValues, CampFormValues> {
  const setsLocation = mayWriteCamp(writable, 'locationKey')
  return campObject.superRefine((values, ctx) => {
    if (setsLocation && values.locationKey === '')
      ctx.addIssue({ code: 'custom', path: ['locationKey'], message: 'required' })
  }) as z.ZodType<CampFormValues, CampFormValues>
}

/** The form's errors as field codes ('required'), as the schema finds them. */
export function validateCamp(values: CampFormValues, writable: CampWritable = NEW_CAMP_WRITES) {
  return fieldCodes(campFormSchema(writable), values)
}

/**
 * The body of a save: what every caller writes, plus the back office's fields when the server lets this
 * caller set them. A pending camp's status is left out, so saving keeps it pending.
 */
export function campBody(values: CampFormValues, writable: CampWritable): AdminCampUpdate {
  const body: AdminCampUpdate = {
    name: values.name.trim(),
    address: values.address.trim(),
    shortDescription: values.shortDescription.trim(),
    description: values.description.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    website: values.website.trim(),
    amenities: values.amenities,
    mapsUrl: values.mapsUrl.trim(),
    imageUrl: values.imageUrl,
    ...translationsBody(values, CAMP_TEXT_FIELDS),
  }
  if (mayWriteCamp(writable, 'locationKey') && values.locationKey) body.locationKey = values.locationKey
  if (mayWriteCamp(writable, 'featured')) body.featured = values.featured
  if (mayWriteCamp(writable, 'status') && values.status !== 'pending') body.status = values.status
  return body
}

/** A new camp's body (the back office's): campFormSchema refuses an empty location before anything is sent. */
export function newCampBody(values: CampFormValues): AdminCampCreate {
  const { locationKey, ...rest } = campBody(values, NEW_CAMP_WRITES)
  if (!locationKey) throw new Error('campFormSchema lets no camp through without a location')
  const status = values.status === 'inactive' ? 'inactive' : 'active'
  return {
    ...rest,
    name: values.name.trim(),
    amenities: values.amenities,
    locationKey,
    status,
    featured: values.featured,
  }
}
