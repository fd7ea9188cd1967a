import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch } from '@/test/utils'
import { adminBookingKeys } from '@/features/bookings/api/keys'
import { useUpdateAdminBooking as useUpdateBooking } from '@/features/bookings/api/move-booking'
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys'
import { adminLeadKeys } from '@/features/admin-leads/api/keys'
import { adminUserKeys } from '@/features/admin-users/api/keys'
import { adminContentKeys } from '@/features/admin-content/api/keys'
import type { AdminPackageCreate } from '@/api/types'
import { adminCampKeys, adminPackageKeys } from '@/features/listings/api/keys'
import { useDeletePackage } from '@/features/listings/api/delete-package'
import { useSavePackage } from '@/features/listings/api/save-package'

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  const keys = {
    packages: adminPackageKeys.list(),
    camps: adminCampKeys.list(),
    dashboard: adminDashboardKeys.all,
    bookings: adminBookingKeys.summary(),
    users: adminUserKeys.list(),
    leads: adminLeadKeys.contact(1),
    content: adminContentKeys.list(),
  }
  for (const key of Object.values(keys)) client.setQueryData(key, { cached: true })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const invalid = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false
  return { client, keys, wrapper, invalid }
}

afterEach(() => vi.unstubAllGlobals())

describe('admin mutations invalidate what they changed', () => {
  it('saving a package refreshes packages, camps and the dashboard, not users, leads or content', async () => {
    mockFetch({ 'PATCH /api/v1/admin/packages/7': () => json({ id: 7 }) })
    const { keys, wrapper, invalid } = setup()
    const { result } = renderHook(() => useSavePackage(), { wrapper })
    await act(() => result.current.mutateAsync({ id: 7, body: { name: 'Week' } as AdminPackageCreate }))
    expect(invalid(keys.packages)).toBe(true)
    expect(invalid(keys.camps)).toBe(true)
    expect(invalid(keys.dashboard)).toBe(true)
    expect(invalid(keys.users)).toBe(false)
    expect(invalid(keys.leads)).toBe(false)
    expect(invalid(keys.content)).toBe(false)
    expect(invalid(keys.bookings)).toBe(false)
  })

  it('deleting a package leaves the bookings and users caches valid', async () => {
    mockFetch({ 'DELETE /api/v1/admin/packages/7': () => new Response(null, { status: 204 }) })
    const { keys, wrapper, invalid } = setup()
    const { result } = renderHook(() => useDeletePackage(), { wrapper })
    await act(() => result.current.mutateAsync(7))
    expect(invalid(keys.packages)).toBe(true)
    expect(invalid(keys.users)).toBe(false)
    expect(invalid(keys.bookings)).toBe(false)
  })

  it('updating a booking refreshes bookings and the dashboard, not packages or leads', async () => {
    mockFetch({ 'PATCH /api/v1/admin/bookings/3': () => json({ id: 3 }) })
    const { keys, wrapper, invalid } = setup()
    const { result } = renderHook(() => useUpdateBooking(), { wrapper })
    await act(() => result.current.mutateAsync({ id: 3, body: { status: 'confirmed' } }))
    expect(invalid(keys.bookings)).toBe(true)
    expect(invalid(keys.dashboard)).toBe(true)
    expect(invalid(keys.packages)).toBe(false)
    expect(invalid(keys.leads)).toBe(false)
    expect(invalid(keys.users)).toBe(false)
  })
})
