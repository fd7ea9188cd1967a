import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json, mockFetch, renderWithProviders } from '@/test/utils'
import { OwnerStatementsTab } from './owner-statements-tab'

const period = { plan: 'pro-monthly', commissionPercent: '0.00', fee: '49.00', feeMonths: 1, validTo: null }
const summary = {
  campId: 3,
  campName: 'Anchor Point Surf House',
  currency: 'EUR',
  commissionTotal: '274.43',
  subscriptionFee: '49.00',
  adjustmentsCount: 0,
  adjustmentsTotal: '0.00',
  paidAt: null,
}
const overview = {
  plan: {
    campId: 3,
    campName: 'Anchor Point Surf House',
    canChange: false,
    current: { ...period, validFrom: '2026-10-10T12:00:00Z' },
    history: [
      { ...period, validFrom: '2026-10-10T12:00:00Z' },
      {
        plan: 'free',
        commissionPercent: '15.00',
        fee: '0.00',
        feeMonths: 0,
        validFrom: '2026-01-05T00:00:00Z',
        validTo: '2026-10-10T12:00:00Z',
      },
    ],
  },
  owed: '323.43',
  currentMonth: '49.00',
  statements: [
    {
      ...summary,
      month: '2026-11',
      bookingsCount: 0,
      bookingsTotal: '0.00',
      commissionTotal: '0.00',
      balance: '49.00',
      status: 'in_progress',
    },
    { ...summary, month: '2026-10', bookingsCount: 4, bookingsTotal: '2549.50', balance: '323.43', status: 'open' },
  ],
}
const october = {
  ...overview.statements[1],
  language: 'en',
  fees: [{ plan: 'pro-monthly', fee: '49.00', feeMonths: 1 }],
  adjustments: [],
  lines: [
    {
      bookingReference: 'SC-AFREE3',
      guestName: 'Lena Vogel',
      packageName: 'Week',
      startDate: '2026-10-12',
      completedAt: '2026-10-20T10:00:00Z',
      amount: '96.50',
      plan: 'free',
      commissionPercent: '15.00',
      commission: '14.48',
    },
  ],
}

describe('OwnerStatementsTab', () => {
  it('shows the plan, what is owed and each month, and a month’s bookings on demand', async () => {
    mockFetch({
      'GET /api/v1/owner/statements': () => json(overview),
      'GET /api/v1/owner/statements/2026-10': () => json(october),
    })
    const user = userEvent.setup()
    renderWithProviders(<OwnerStatementsTab />)
    const plan = await screen.findByTestId('statements-plan')
    expect(plan).toHaveTextContent('Pro Partner Monthly')
    expect(plan).toHaveTextContent('No commission on bookings')
    expect(plan).toHaveTextContent('€49.00 a month')
    expect(screen.getByTestId('statements-owed')).toHaveTextContent('€323.43')
    expect(screen.getByTestId('statements-current')).toHaveTextContent('€49.00')
    expect(screen.getByText(/Start for Free: 15% commission on each booking, No subscription fee/)).toBeInTheDocument()

    const rows = screen.getAllByTestId('owner-statement')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('November 2026'),
      expect.stringContaining('October 2026'),
    ])
    expect(rows[1]).toHaveTextContent('€323.43')
    expect(within(rows[1]!).getByText('Open')).toBeInTheDocument()
    await user.click(within(rows[1]!).getByRole('button', { name: 'Bookings of October 2026' }))
    const lines = await screen.findByTestId('statement-lines')
    expect(await within(lines).findByText('Lena Vogel')).toBeInTheDocument()
    expect(lines).toHaveTextContent('€14.48')
    expect(lines).toHaveTextContent('Subscription fee: €49.00')
  })
})
