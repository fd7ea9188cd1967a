import { z } from '@/lib/forms/zod'
import type { AvailabilitySettings } from '../api/package-calendar'

/** The offered lengths of stay (the server's DAY_CHOICES) and the most places a day can have (MAX_PLACES). */
export const STAY_CHOICES = [3, 4, 5, 6, 7, 8, 9, 10, 14] as const
export const MAX_PLACES = 500
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A whole number typed in a box: 'required', 'invalid_number', 'too_small', 'too_large' as the server says them. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .refine((text) => text.trim() !== '', 'required')
    .refine((text) => text.trim() === '' || /^\d+$/.test(text.trim()), 'invalid_number')
    .refine((text) => !/^\d+$/.test(text.trim()) || Number(text) >= min, 'too_small')
    .refine((text) => !/^\d+$/.test(text.trim()) || Number(text) <= max, 'too_large')

const day = z
  .string()
  .refine((text) => text !== '', 'required')
  .refine((text) => text === '' || ISO_DAY.test(text), 'invalid_date')

const period = z
  .object({ start: day, end: day, open: z.boolean() })
  .refine((p) => !ISO_DAY.test(p.start) || !ISO_DAY.test(p.end) || p.end >= p.start, {
    message: 'before_start',
    path: ['end'],
  })

/** The rules form's values: numbers as typed, '' for "no limit"; the season as open or closed periods. */
export const rulesSchema = z
  .object({
    places: wholeNumber(1, MAX_PLACES),
    minNoticeDays: wholeNumber(0, 365),
    minStayDays: z.string(),
    maxStayDays: z.string(),
    startWeekdays: z.array(z.number()),
    season: z.array(period).max(50, 'too_many'),
  })
  .superRefine((values, ctx) => {
    const low = values.minStayDays ? Number(values.minStayDays) : 0
    const high = values.maxStayDays ? Number(values.maxStayDays) : Math.max(...STAY_CHOICES)
    if (values.minStayDays && values.maxStayDays && high < low) {
      ctx.addIssue({ code: 'custom', message: 'before_start', path: ['maxStayDays'] })
    } else if (!STAY_CHOICES.some((n) => low <= n && n <= high)) {
      ctx.addIssue({ code: 'custom', message: 'stay_length', path: ['maxStayDays'] })
    }
  })

export type RulesValues = z.infer<typeof rulesSchema>

export function rulesValuesOf(settings: AvailabilitySettings): RulesValues {
  return {
    places: String(settings.places),
    minNoticeDays: String(settings.minNoticeDays ?? 1),
    minStayDays: settings.minStayDays ? String(settings.minStayDays) : '',
    maxStayDays: settings.maxStayDays ? String(settings.maxStayDays) : '',
    startWeekdays: [...(settings.startWeekdays ?? [])],
    season: (settings.season ?? []).map((p) => ({ start: p.start, end: p.end, open: p.open ?? true })),
  }
}

/** What the server stores: numbers, null for no limit, the weekdays sorted. */
export function settingsOf(values: RulesValues): AvailabilitySettings {
  return {
    places: Number(values.places),
    minNoticeDays: Number(values.minNoticeDays),
    minStayDays: values.minStayDays ? Number(values.minStayDays) : null,
    maxStayDays: values.maxStayDays ? Number(values.maxStayDays) : null,
    startWeekdays: [...values.startWeekdays].sort((a, b) => a - b),
    season: values.season.map((p) => ({ start: p.start, end: p.end, open: p.open })),
  }
}
