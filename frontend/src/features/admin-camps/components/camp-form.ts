import type { AdminCamp, AdminCampCreate, AdminCampUpdate } from '@/api/types'

export type LocationKey = NonNullable<AdminCampCreate['locationKey']>
export const LOCATIONS: LocationKey[] = ['taghazout', 'tamraght', 'imsouane', 'agadir']

export interface CampFormValues {
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
}

export function campToForm(camp: AdminCamp): CampFormValues {
  return {
    name: camp.name,
    locationKey: (LOCATIONS as string[]).includes(camp.locationKey) ? (camp.locationKey as LocationKey) : '',
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
  }
}

/** The comma-separated amenities as a list: trimmed, empties dropped (the spec's rule). */
export function splitAmenities(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** Name and location are required; returns the form's errors as translation keys. */
export function validateCamp(values: CampFormValues): Partial<Record<keyof CampFormValues, 'required'>> {
  const errors: Partial<Record<keyof CampFormValues, 'required'>> = {}
  if (!values.name.trim()) errors.name = 'required'
  if (!values.locationKey) errors.locationKey = 'required'
  return errors
}

/** The edits of an existing camp; a pending camp's status is left out, so saving keeps it pending. */
export function formToUpdate(values: CampFormValues): AdminCampUpdate {
  const { status, ...rest } = formToBody(values)
  return values.status === 'pending' ? rest : { ...rest, status }
}

export function formToBody(values: CampFormValues): AdminCampCreate {
  return {
    name: values.name.trim(),
    locationKey: values.locationKey || null,
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
  }
}
