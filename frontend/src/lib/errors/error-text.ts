import type { ParseKeys } from 'i18next'

/**
 * Where a message is shown. Each area loads its own texts (see i18n/index.ts), so the back office
 * and the partner area word a few field errors in their own texts; the site's `errors.*` serve the rest.
 */
export type ErrorArea = 'site' | 'partner' | 'admin'

type TextKey = ParseKeys
type Texts = TextKey | { site?: TextKey; partner?: TextKey; admin?: TextKey }

/** Every per-field code the API (or a form's own check) sends, with its text in each area. */
export const FIELD_TEXTS: Readonly<Record<string, Texts>> = {
  required: { site: 'errors.required', admin: 'adminCommon.required' },
  invalid_email: { site: 'errors.invalid_email', admin: 'adminCommon.invalidEmail' },
  invalid_url: { site: 'errors.invalid_url', admin: 'adminCommon.invalidUrl' },
  invalid_phone: 'errors.invalid_phone',
  password_too_short: 'errors.password_too_short',
  password_too_long: 'errors.password_too_long',
  password_too_common: 'errors.password_too_common',
  invalid_characters: 'errors.invalid_characters',
  invalid: 'errors.invalid',
  invalid_choice: { site: 'errors.invalid_choice', admin: 'adminCommon.invalidChoice' },
  invalid_number: { site: 'errors.invalid_number', admin: 'adminCommon.invalidNumber' },
  invalid_date: 'errors.invalid_date',
  // An amount that does not read as the interface language writes numbers (components/ui/money-field).
  invalid_amount: 'errors.invalid_amount',
  date_in_past: 'errors.date_in_past',
  date_too_far: 'errors.date_too_far',
  too_short: 'errors.too_short',
  too_long: { site: 'errors.too_long', admin: 'adminCommon.tooLong' },
  too_many: 'errors.too_many',
  too_small: { site: 'errors.too_small', admin: 'adminCommon.tooSmall' },
  too_large: { site: 'errors.too_large', admin: 'adminCommon.tooLarge' },
  price_required: { partner: 'ownerDashboard.packageForm.priceRequired', admin: 'adminPackages.priceRequired' },
  featured_image_required: {
    partner: 'ownerDashboard.packageForm.imageRequiredBody',
    admin: 'adminPackages.imageRequiredBody',
  },
  too_many_images: 'uploader.tooManyBody',
  // A price far below the camp's others: the package forms ask with the price itself (components/price-check).
  price_needs_confirmation: 'priceCheck.several',
  invalid_json: { admin: 'adminContent.invalidJson' },
  same_language: { admin: 'adminReviews.sameLanguage' },
  not_json_object: { admin: 'adminContent.notObject' },
  before_start: 'availability.calendar.fieldErrors.beforeStart',
  stay_length: 'availability.calendar.fieldErrors.stayLength',
}

/** Top-level `error` codes whose text does not depend on the form that caused them. */
export const ERROR_TEXTS: Readonly<Record<string, TextKey>> = {
  camp_has_open_bookings: 'adminCamps.openBookings',
  camp_awaits_approval: 'adminCamps.awaitsApproval',
  camp_not_ready: 'adminCamps.notReady',
  camp_not_pending: 'adminCamps.notPending',
  applicant_has_account: 'adminSubmissions.applicantHasAccount',
  statement_changed: 'statements.admin.changed',
  owner_already_rejected: 'adminUsers.alreadyRejected',
  booking_changed: 'adminBookings.changedMeanwhile',
  date_range_reversed: 'adminBookings.dateRangeReversed',
  places_taken: 'availability.holds.errors.placesTaken',
  hold_not_held: 'availability.holds.errors.holdNotHeld',
}

/** The translation key of a field code in an area; the partner area falls back to the site's texts. */
export function fieldTextKey(code: string, area: ErrorArea): TextKey | null {
  const texts = FIELD_TEXTS[code]
  if (!texts) return null
  if (typeof texts === 'string') return texts
  return texts[area] ?? (area === 'partner' ? texts.site : undefined) ?? null
}

/** Normalises a server field name ('body.full_name', 'fullName') to the form's camelCase key. */
export function fieldKey(name: string): string {
  const last = name.split('.').pop() ?? name
  return last.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())
}
