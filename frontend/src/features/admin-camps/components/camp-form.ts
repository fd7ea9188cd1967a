import { z } from '@/lib/forms/zod'
import { campLocationValues, listingStatusValues } from '@/api/enums'
import type { AdminCamp, AdminCampCreate, AdminCampUpdate } from '@/api/types'
import {
  CAMP_TEXT_FIELDS,
  blankTexts,
  listingTextsShape,
  textsFormOf,
  translationsBody,
  type ListingTextsValues,
} from '@/features/listings/lib/listing-texts'
import { fieldCodes, requiredText } from '@/lib/forms/zod-form'

export type LocationKey = NonNullable<AdminCampCreate['locationKey']>
export const LOCATIONS = campLocationValues

export interface CampFormValues extends ListingTextsValues {
  name: string
  locationKey: LocationKey | ''
  address: string
  shortDescription: string
  description: string
  phone: string
  email: string
  website: string
  amenities: string
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
  amenities: '',
  mapsUrl: '',
  imageUrl: null,
  status: 'active',
  featured: false,
  ...blankTexts('en'),
}

export function campToForm(camp: AdminCamp): CampFormValues {
  return {
    name: camp.name,
    locationKey: LOCATIONS.find((key) => key === camp.locationKey) ?? '',
    address: camp.address ?? '',
    shortDescription: camp.shortDescription ?? '',
    description: camp.description ?? '',
    phone: camp.phone ?? '',
    email: camp.email ?? '',
    website: camp.website ?? '',
    amenities: camp.amenities.join(', '),
    mapsUrl: camp.mapsUrl ?? '',
    imageUrl: camp.imageUrl,
    status: camp.status === 'inactive' || camp.status === 'pending' ? camp.status : 'active',
    featured: camp.featured,
    ...textsFormOf(camp),
  }
}

/** The comma-separated amenities as a list: trimmed, empties dropped (the spec's rule). */
export function splitAmenities(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** The amenities box as the texts editor reads and writes lists. */
export const AMENITIES_TEXT = {
  read: (text: unknown) => splitAmenities(String(text ?? '')),
  write: (items: string[]) => items.join(', '),
}

/** Name and location are required (the server's rule); the other fields are checked by the server. */
export const campFormSchema: z.ZodType<CampFormValues, CampFormValues> = z.object({
  name: requiredText,
  locationKey: z.union([z.enum(LOCATIONS), z.literal('')]).refine((key) => key !== '', 'required'),
  address: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  amenities: z.string(),
  mapsUrl: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum([...listingStatusValues, 'pending']),
  featured: z.boolean(),
  ...listingTextsShape,
})

/** The form's errors as field codes ('required'), as the schema finds them. */
export function validateCamp(values: CampFormValues): Partial<Record<keyof CampFormValues, string>> {
  return fieldCodes(campFormSchema, values)
}

/** The edits of an existing camp; a pending camp's status is left out, so saving keeps it pending. */
export function formToUpdate(values: CampFormValues): AdminCampUpdate {
  const { status, ...rest } = formToBody(values)
  return values.status === 'pending' ? rest : { ...rest, status }
}

export function formToBody(values: CampFormValues): AdminCampCreate {
  // campFormSchema refuses an empty location before anything is sent; the API requires one too.
  if (!values.locationKey) throw new Error('campFormSchema lets no camp through without a location')
  return {
    name: values.name.trim(),
    locationKey: values.locationKey,
    address: values.address,
    shortDescription: values.shortDescription,
    description: values.description,
    phone: values.phone,
    email: values.email,
    website: values.website,
    amenities: splitAmenities(values.amenities),
    mapsUrl: values.mapsUrl,
    imageUrl: values.imageUrl,
    status: values.status === 'pending' ? 'active' : values.status,
    featured: values.featured,
    ...translationsBody(values, CAMP_TEXT_FIELDS),
  }
}
