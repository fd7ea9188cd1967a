import { useCallback } from 'react'
import type { TFunction } from 'i18next'
import {
  activityStatusValues,
  addOnKeyValues,
  auditActionValues,
  auditEntityValues,
  auditFieldValues,
  bookingStatusValues,
  campTypeValues,
  contentLanguageValues,
  contentSectionValues,
  contentTypeValues,
  emailTypeValues,
  feedErrorCodeValues,
  holdFlagValues,
  holdStateValues,
  jobNameValues,
  packageDifficultyValues,
  packageTypeValues,
  pageTypeValues,
  partnerPlanValues,
  paymentMethodValues,
  statementPaymentMethodValues,
  statementStatusValues,
  submissionStatusValues,
  surfingLevelValues,
  userRoleValues,
} from '@/api/enums'
import { useTranslation } from './react'

/**
 * Every kind of code the back office and the owner dashboard show: its values (the API schema's
 * enum, generated) and the texts that word them (`texts.<value>` in the dictionaries). A screen
 * shows `codeText(...)`, never the code; codes.test.ts fails when a value has no text, so a new
 * enum value of the API cannot reach a screen raw.
 */
export const CODE_TEXTS = {
  bookingStatus: { values: bookingStatusValues, texts: 'adminCommon.bookingStatus' },
  submissionStatus: { values: submissionStatusValues, texts: 'adminSubmissions.status' },
  activityStatus: { values: activityStatusValues, texts: 'adminDashboard.status' },
  jobName: { values: jobNameValues, texts: 'adminDashboard.jobs.names' },
  role: { values: userRoleValues, texts: 'admin.roles' },
  // One name per level (core `levels`), so a level reads the same to the traveller, the camp and the team.
  surfingLevel: { values: surfingLevelValues, texts: 'levels' },
  paymentMethod: { values: paymentMethodValues, texts: 'adminCodes.paymentMethod' },
  addOn: { values: addOnKeyValues, texts: 'adminCodes.addOn' },
  difficulty: { values: packageDifficultyValues, texts: 'levels' },
  packageType: { values: packageTypeValues, texts: 'adminPackages.types' },
  campType: { values: campTypeValues, texts: 'partner.campTypes' },
  partnerPlan: { values: partnerPlanValues, texts: 'adminCodes.partnerPlan' },
  statementStatus: { values: statementStatusValues, texts: 'statements.status' },
  // How a commission statement was paid (a traveller's booking has `paymentMethod`).
  statementPaymentMethod: { values: statementPaymentMethodValues, texts: 'adminCodes.statementPaymentMethod' },
  contentSection: { values: contentSectionValues, texts: 'adminContent.sections' },
  contentType: { values: contentTypeValues, texts: 'adminContent.types' },
  language: { values: contentLanguageValues, texts: 'adminCommon.languages' },
  emailType: { values: emailTypeValues, texts: 'adminAnalytics.emailTypes' },
  pageType: { values: pageTypeValues, texts: 'adminAnalytics.pageTypes' },
  holdState: { values: holdStateValues, texts: 'availability.holds.state' },
  holdFlag: { values: holdFlagValues, texts: 'availability.holds.flags' },
  feedError: { values: feedErrorCodeValues, texts: 'availability.calendar.feeds.errors' },
  auditAction: { values: auditActionValues, texts: 'adminAudit.actions' },
  auditEntity: { values: auditEntityValues, texts: 'adminAudit.entities' },
  auditField: { values: auditFieldValues, texts: 'adminAudit.fields' },
  // The dashboard's activity feed: one sentence per action, with {{actor}} and {{title}}.
  activitySentence: { values: auditActionValues, texts: 'adminDashboard.actions' },
} as const satisfies Record<string, { values: readonly string[]; texts: string }>

export type CodeKind = keyof typeof CODE_TEXTS
export type Code<K extends CodeKind> = (typeof CODE_TEXTS)[K]['values'][number]

/** The dictionary key of a value. Dots separate the dictionary's levels: 'booking.update' is booking_update. */
export function codeKey(kind: CodeKind, value: string): string {
  return `${CODE_TEXTS[kind].texts}.${value.replaceAll('.', '_')}`
}

/** Whether a value belongs to the kind's enum (a stored value may predate it). */
export function isCode<K extends CodeKind>(kind: K, value: unknown): value is Code<K> {
  return (CODE_TEXTS[kind].values as readonly unknown[]).includes(value)
}

/** The text of a value in the language of `t`; a value outside the enum is shown as stored. */
export function codeText(t: TFunction, kind: CodeKind, value: string, options: Record<string, unknown> = {}): string {
  if (!isCode(kind, value)) return value
  return t(codeKey(kind, value) as 'adminCommon.na', options) as string
}

/** `codeText` in the interface language. */
export function useCodeText(): (kind: CodeKind, value: string, options?: Record<string, unknown>) => string {
  const { t } = useTranslation()
  return useCallback((kind, value, options) => codeText(t, kind, value, options), [t])
}
