import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { components } from '@/api/schema'
import { availabilityKeys } from './keys'

export type CalendarScope = 'owner' | 'admin'
export type OwnerCalendar = components['schemas']['OwnerCalendarRead']
export type CalendarDay = components['schemas']['CalendarDayRead']
export type DaysChange = components['schemas']['DaysChange']
export type AvailabilitySettings = components['schemas']['PackageAvailabilitySettings']

/** A package's days as its camp sees them: places, taken, held, blocked and left. */
export function getPackageCalendar(scope: CalendarScope, packageId: number, from: string, to: string) {
  const params = { path: { package_id: packageId }, query: { from, to } }
  return unwrap(
    scope === 'owner'
      ? api.GET('/api/v1/owner/availability/packages/{package_id}/calendar', { params })
      : api.GET('/api/v1/admin/availability/packages/{package_id}/calendar', { params }),
  )
}

export const packageCalendarQueryOptions = (scope: CalendarScope, packageId: number, from: string, to: string) =>
  queryOptions({
    queryKey: availabilityKeys.calendar(scope, packageId, from, to),
    queryFn: () => getPackageCalendar(scope, packageId, from, to),
  })

export function usePackageCalendar(scope: CalendarScope, packageId: number | null, from: string, to: string) {
  return useQuery({ ...packageCalendarQueryOptions(scope, packageId ?? 0, from, to), enabled: packageId !== null })
}

/** Block or free days, or set their places (null: the package's again). */
export function changeDays(scope: CalendarScope, packageId: number, body: DaysChange) {
  const params = { path: { package_id: packageId } }
  return unwrap(
    scope === 'owner'
      ? api.PUT('/api/v1/owner/availability/packages/{package_id}/days', { params, body })
      : api.PUT('/api/v1/admin/availability/packages/{package_id}/days', { params, body }),
  )
}

export function useChangeDays(scope: CalendarScope, packageId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: DaysChange) => changeDays(scope, packageId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: availabilityKeys.all }),
  })
}

export function updateSettings(scope: CalendarScope, packageId: number, body: AvailabilitySettings) {
  const params = { path: { package_id: packageId } }
  return unwrap(
    scope === 'owner'
      ? api.PUT('/api/v1/owner/availability/packages/{package_id}/settings', { params, body })
      : api.PUT('/api/v1/admin/availability/packages/{package_id}/settings', { params, body }),
  )
}

export function useUpdateSettings(scope: CalendarScope, packageId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: AvailabilitySettings) => updateSettings(scope, packageId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: availabilityKeys.all }),
  })
}
