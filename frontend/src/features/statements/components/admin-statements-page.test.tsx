import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { apiError, json, mockFetch, renderWithProviders } from '@/test/utils'
import { AdminStatementsPage } from './admin-statements-page'

const october = {
  campId: 7,
  campName: 'Anchor Point Surf House',
  month: '2026-10',
  currency: 'EUR',
  bookingsCount: 4,
  bookingsTotal: '2549.50',
  commissionTotal: '274.43',
  subscriptionFee: '49.00',
  adjustmentsCount: 0,
  adjustmentsTotal: '0.00',
  balance: '323.43',
  status: 'open',
  paidAt: null,
}
const page = (items: unknown[], owed: string, canMarkPaid = true) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  owed,
  canMarkPaid,
})

function render() {
  renderWithProviders(
    <MemoryRouter>
      <AdminStatementsPage camps={[]} />
    </MemoryRouter>,
  )
}

describe('AdminStatementsPage', () => {
  it('marks a statement paid only after the confirmation, then shows it paid', async () => {
    let paid = false
    mockFetch({
      'GET /api/v1/admin/statements': () =>
        json(
          paid
            ? page([{ ...october, status: 'paid', paidAt: '2026-11-26T10:00:00Z' }], '0.00')
            : page([october], '323.43'),
        ),
      'POST /api/v1/admin/statements/camps/7/2026-10/paid': () => {
        paid = true
        return json({
          ...october,
          status: 'paid',
          paidAt: '2026-11-26T10:00:00Z',
          language: 'en',
          lines: [],
          fees: [],
          adjustments: [],
        })
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
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this statement paid?' })
    expect(dialog).toHaveTextContent('Anchor Point Surf House, October 2026: €323.43.')
    expect(paid).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    expect(await screen.findByText('The statement was marked paid.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('admin-statement')).toHaveTextContent('Paid on'))
    expect(screen.queryByRole('button', { name: /^Mark the statement/ })).not.toBeInTheDocument()
  })

  it('says why when the month is not over yet', async () => {
    mockFetch({
      'GET /api/v1/admin/statements': () => json(page([october], '323.43')),
      'POST /api/v1/admin/statements/camps/7/2026-10/paid': () => apiError(409, 'statement_month_open'),
    })
    const user = userEvent.setup()
    render()
    const row = await screen.findByTestId('admin-statement')
    await user.click(within(row).getByRole('button', { name: /^Mark the statement/ }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark paid' }))
    expect(
      await screen.findByText('This month is not over yet: its statement can be marked paid once it has ended.'),
    ).toBeInTheDocument()
  })

  it('offers marking paid only to those the server lets decide, and shows a month’s corrections', async () => {
    const november = {
      ...october,
      month: '2026-11',
      balance: '-138.50',
      adjustmentsCount: 1,
      adjustmentsTotal: '-187.50',
    }
    mockFetch({
      'GET /api/v1/admin/statements': () => json(page([november], '-138.50', false)),
      'GET /api/v1/admin/statements/camps/7/2026-11': () =>
        json({
          ...november,
          language: 'en',
          lines: [],
          fees: [{ plan: 'pro-monthly', fee: '49.00', feeMonths: 1 }],
          adjustments: [
            {
              bookingReference: 'SC-AFREE2',
              guestName: 'Lena Vogel',
              packageName: 'Week',
              billedMonth: '2026-10',
              status: 'cancelled',
              commissionDue: '0.00',
              amount: '-187.50',
              createdAt: '2026-11-20T10:00:00Z',
            },
          ],
        }),
    })
    const user = userEvent.setup()
    render()
    const row = await screen.findByTestId('admin-statement')
    expect(row).toHaveTextContent('-€187.50')
    expect(within(row).queryByRole('button', { name: /^Mark the statement/ })).not.toBeInTheDocument()
    expect(screen.getByText('Only a super admin can mark statements paid or change a camp’s plan.')).toBeInTheDocument()
    await user.click(
      within(row).getByRole('button', { name: 'Show the lines of Anchor Point Surf House, November 2026' }),
    )
    const corrections = await screen.findByTestId('statement-adjustments')
    expect(corrections).toHaveTextContent('SC-AFREE2')
    expect(corrections).toHaveTextContent('billed in October 2026 · status now: Cancelled · due now €0.00')
    expect(corrections).toHaveTextContent('Corrections: -€187.50')
  })
})
