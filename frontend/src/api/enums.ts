// The one place that names the generated enum arrays (enum-values.ts), as types.ts does for the types:
// forms build their zod enums and their <option> lists from these, never from copied lists, and
// every value a screen shows has its text (src/i18n/codes.ts, tested value by value).
import {
  adminBookingUpdateStatusValues,
  adminCampCreateLocationKeyValues,
  adminCampCreateStatusValues,
  adminPackageCreateDifficultyLevelValues,
  adminPackageCreatePackageTypeValues,
  adminUserUpdateRoleAnyOf0Values,
  statementSummaryStatusValues,
  contentCreateLanguageValues,
  submissionReadStatusValues,
} from './enum-values'

// Named enums of the API schema, as generated.
export {
  activityStatusValues,
  addOnKeyValues,
  auditActionValues,
  auditEntityValues,
  auditFieldValues,
  campTypeValues,
  contentSectionValues,
  contentTypeValues,
  emailTypeValues,
  feedErrorCodeValues,
  holdFlagValues,
  holdStateValues,
  jobNameValues,
  pageTypeValues,
  partnerPlanValues,
  paymentMethodValues,
  statementPaymentMethodValues,
  surfingLevelValues,
} from './enum-values'

/** An optional field's array also lists null (its type is the field's); the options are the rest. */
function present<T>(values: readonly (T | null)[]): readonly T[] {
  return values.filter((value): value is T => value !== null)
}

export const campLocationValues = present(adminCampCreateLocationKeyValues)
/** Active or inactive: the status an admin can give a camp or a package. */
export const listingStatusValues = adminCampCreateStatusValues
export const packageDifficultyValues = adminPackageCreateDifficultyLevelValues
export const packageTypeValues = adminPackageCreatePackageTypeValues
export const bookingStatusValues = adminBookingUpdateStatusValues
export const submissionStatusValues = submissionReadStatusValues
export const userRoleValues = present(adminUserUpdateRoleAnyOf0Values)
export const contentLanguageValues = contentCreateLanguageValues
export const statementStatusValues = statementSummaryStatusValues
