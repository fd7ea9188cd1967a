import { screen, within } from '@testing-library/react'
import { packageDetail } from '@/test/package-detail'
import { json, mockFetch, renderRoute } from '@/test/utils'

// The package page and the booking form are lazy modules, transformed on their first import: up to
// 15 s in jsdom on a 2-core runner. Load them before the first test so its waits measure the form.
beforeAll(
  () => Promise.all([import('./booking-dialog'), import('@/features/catalogue/components/package-detail-page')]),
  60_000,
)

// The form is long on a phone: its frame keeps the title with the close button above the part that
// scrolls, and the total with the submit button in a bar at its foot.
describe('booking dialog frame', () => {
  it('has the close button outside the scrolling body and the total beside the submit button in the sticky bar', async () => {
    const pkg = packageDetail({ durationDays: 7, price: '483.00' })
    mockFetch({
      'GET /api/v1/packages/7': () => json(pkg),
      'GET /api/v1/packages/7/reviews': () => json({ items: [], total: 0, page: 1, pageSize: 10 }),
    })
    renderRoute('/packages/7#booking')
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Surf Adventure' })
    const body = within(dialog).getByTestId('dialog-body')
    expect(body).toContainElement(within(dialog).getByTestId('booking-form'))
    expect(body).not.toContainElement(within(dialog).getByRole('button', { name: 'Close' }))

    const bar = within(dialog).getByTestId('booking-total-bar')
    expect(bar).toHaveClass('sticky', 'bottom-0')
    expect(within(bar).getByRole('button', { name: 'Complete Booking' })).toHaveAttribute('type', 'submit')
    expect(within(bar).getByTestId('total-bar-amount')).toHaveTextContent('€483')

    // The bar shows the same live total as the summary card.
    expect(within(bar).getByTestId('total-bar-amount').textContent).toBe(
      within(dialog).getByTestId('summary-total').textContent,
    )
  })
})
