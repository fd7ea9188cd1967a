import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json, mockFetch, renderWithProviders } from '@/test/utils'
import type { Payments } from '../api/owner-payments'
import { PaymentDetails } from './payment-details'

const created: string[] = []
const confirmSepaDebitSetup = vi.fn(async () => ({ setupIntent: { id: 'seti_2', status: 'succeeded' } }))
const confirmCardSetup = vi.fn(async () => ({ setupIntent: { id: 'seti_1', status: 'succeeded' } }))
const provider = {
  elements: () => ({
    create: (type: string) => {
      created.push(type)
      return { mount: vi.fn(), destroy: vi.fn() }
    },
  }),
  confirmCardSetup,
  confirmSepaDebitSetup,
  confirmCardPayment: vi.fn(),
}
vi.mock('../lib/provider-script', () => ({ loadProvider: async () => provider }))

const payments: Payments = {
  enabled: true,
  publishableKey: 'pk_test',
  scriptUrl: 'https://js.stripe.com/v3/',
  methods: ['card', 'sepa_debit'],
  transferIban: null,
  subscription: null,
  invoices: [],
  statementPayments: [],
}

it('offers SEPA Direct Debit where configured: the IBAN field, its holder and the mandate', async () => {
  const setups: string[] = []
  mockFetch({
    'POST /api/v1/owner/payments/setup': async (request) => {
      const { method } = (await request.json()) as { method: string }
      setups.push(method)
      return json({ setupId: method === 'card' ? 'seti_1' : 'seti_2', clientSecret: `${method}_secret` })
    },
  })
  const onConfirmed = vi.fn(async () => {})
  renderWithProviders(<PaymentDetails payments={payments} submitLabel="Pay €75.45" onConfirmed={onConfirmed} />)
  await waitFor(() => expect(created).toEqual(['card']))
  await userEvent.click(screen.getByLabelText('SEPA Direct Debit'))
  await waitFor(() => expect(setups).toEqual(['card', 'sepa_debit']))
  await waitFor(() => expect(created).toEqual(['card', 'iban']))
  expect(screen.getByText(/you authorise us and Stripe/)).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay €75.45' })).toBeEnabled())
  // The holder is required: said, nothing sent to the provider.
  await userEvent.click(screen.getByRole('button', { name: 'Pay €75.45' }))
  expect(await screen.findByText('Please enter the account holder’s name and e-mail.')).toBeInTheDocument()
  expect(confirmSepaDebitSetup).not.toHaveBeenCalled()
  await userEvent.type(screen.getByLabelText('Account holder'), 'Yassine Amrani')
  await userEvent.type(screen.getByLabelText('E-mail of the account holder'), 'camp@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Pay €75.45' }))
  await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('seti_2', provider))
  expect(confirmSepaDebitSetup).toHaveBeenCalledWith('sepa_debit_secret', {
    payment_method: {
      sepa_debit: expect.anything(),
      billing_details: { name: 'Yassine Amrani', email: 'camp@example.com' },
    },
  })
  expect(confirmCardSetup).not.toHaveBeenCalled()
})
