import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { useBookingListParams } from './use-booking-list-params'

describe('the bookings list in the URL (useBookingListParams)', () => {
  it('keeps every change made before the list renders again (a status picked, then the search field’s delayed change)', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/admin/bookings?q=zoe&status=confirmed&page=2']}>{children}</MemoryRouter>
    )
    const { result } = renderHook(() => ({ list: useBookingListParams(), location: useLocation() }), { wrapper })
    act(() => {
      const { update } = result.current.list
      update({ status: 'pending' })
      update({ q: 'zoé backoffice' }) // the same setter, from the render before the status changed
    })
    expect(result.current.list.filters).toMatchObject({ q: 'zoé backoffice', status: 'pending', page: 1 })
    expect(result.current.location.search).toBe('?q=zo%C3%A9+backoffice&status=pending')
  })
})
