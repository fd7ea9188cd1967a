import type { PartnerPlan } from '@/api/types'

export const KNOWN_PLANS = ['free', 'pro-monthly', 'pro-yearly'] as const
export type KnownPlanId = (typeof KNOWN_PLANS)[number]

export function isKnownPlan(id: string | null | undefined): id is KnownPlanId {
  return (KNOWN_PLANS as readonly string[]).includes(id ?? '')
}

/** The commission of the free plan, for texts that quote it (falls back to the spec's 15 %). */
export function commissionPercent(plans: readonly PartnerPlan[] | undefined): number {
  return plans?.find((plan) => plan.period === 'booking')?.commissionPercent ?? 15
}
