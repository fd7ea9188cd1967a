import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { apiError, json, mockFetch, renderWithProviders } from '@/test/utils'
import AdminStatementsPage from './admin-statements-page'

const october = {
  campId: 7,
  campName: 'Anchor Point Surf House',
  month: '2026-10',
  currency: 'EUR',
  bookingsCount: 4,
  bookingsTotal: '2549.50',
  commissionTotal: '274.43',
  subscriptionFee: '49.00',
  balance: '323.43',
  status: 'open',
  paidAt: null,
}
const page = (items: unknown[], owed: string) => ({ items, total: items.length, page: 1, pageSize: 25, owed })

function render() {
  renderWithProviders(
    <MemoryRouter>
      <AdminStatementsPage />
    </MemoryRouter>,
  )
}

describe('AdminStatementsPage', () => {
  it('marks a statement paid only after the confirmation, then shows it paid', async () => {
    let paid = false
    mockFetch({
      'GET /api/v1/admin/camps': () => json([]),
      'GET /api/v1/admin/statements': () =>
        json(
          paid
            ? page([{ ...october, status: 'paid', paidAt: '2026-11-26T10:00:00Z' }], '0.00')
            : page([october], '323.43'),
        ),
      'POST /api/v1/admin/statements/camps/7/2026-10/paid': () => {
        paid = true
        return json({ ...october, status: 'paid', paidAt: '2026-11-26T10:00:00Z', language: 'en', lines: [], fees: [] })
      },
    })
    const user = userEvent.setup()
    render()
    const row = await screen.findByTestId('admin-statement')
    expect(row).toHaveTextContent('October 2026')
    expect(row).toHaveTextContent('€323.43')
    expect(screen.getByText('Open balance of the statements shown: €323.43')).toBeInTheDocument()

    await user.click(
      within(row).getByRole('button', { name: 'Mark the statement of Anchor Point Surf House for October 2026 paid' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Mark this statement paid?' })
    expect(dialog).toHaveTextContent('Anchor Point Surf House, October 2026: €323.43.')
    expect(paid).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    expect(await screen.findByText('The statement was marked paid.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('admin-statement')).toHaveTextContent('Paid on'))
    expect(screen.queryByRole('button', { name: /^Mark the statement/ })).not.toBeInTheDocument()
  })

  it('says why when the month is not over yet', async () => {
    mockFetch({
      'GET /api/v1/admin/camps': () => json([]),
      'GET /api/v1/admin/statements': () => json(page([october], '323.43')),
      'POST /api/v1/admin/statements/camps/7/2026-10/paid': () => apiError(409, 'statement_month_open'),
    })
    const user = userEvent.setup()
    render()
    const row = await screen.findByTestId('admin-statement')
    await user.click(within(row).getByRole('button', { name: /^Mark the statement/ }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark paid' }))
    expect(
      await screen.findByText('This month is not over yet: its statement can be marked paid once it has ended.'),
    ).toBeInTheDocument()
  })
})
