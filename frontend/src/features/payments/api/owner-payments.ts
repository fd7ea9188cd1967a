import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { components } from '@/api/schema'
import { toApiError } from '@/api/errors'
import { downloadResponse } from '@/lib/download'
import { statementKeys } from '@/features/statements/api/keys'
import { invalidate } from '@/lib/query/invalidate'
import { paymentKeys } from './keys'

type Schemas = components['schemas']
export type Payments = Schemas['PaymentsRead']
export type OwnerSubscription = Schemas['SubscriptionRead']
export type SubscriptionPlan = Schemas['SubscribeRequest']['plan']
export type OnlinePaymentMethod = Schemas['SetupStart']['method']

/** The provider confirmed the subscription's payment: it is active and its invoice paid (the webhook came). */
export function confirmed(payments: Payments | undefined): boolean {
  return payments?.subscription?.status === 'active' && payments.invoices.some((i) => i.status === 'paid')
}

/**
 * The owner's payments panel: whether online payment is on, the subscription, invoices and payments. Once a
 * subscription was `sent`, it is read again every 2 seconds until the provider's confirmation made it active.
 */
export function useOwnerPayments(sent = false) {
  return useQuery({
    queryKey: paymentKeys.owner(),
    queryFn: () => unwrap(api.GET('/api/v1/owner/payments')),
    refetchInterval: (query) => (sent && !confirmed(query.state.data) ? 2000 : false),
  })
}

/** Starts entering payment details: the provider's set-up the browser confirms with the provider's script. */
export function startPaymentSetup(method: OnlinePaymentMethod) {
  return unwrap(api.POST('/api/v1/owner/payments/setup', { body: { method } }))
}

export function useSubscribe() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ plan, setupId }: { plan: SubscriptionPlan; setupId: string }) =>
      unwrap(api.POST('/api/v1/owner/payments/subscription', { body: { plan, setupId } })),
    onSuccess: () => invalidate(client, paymentKeys.owner(), statementKeys.owner()),
  })
}

export function useCancelSubscription() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (cancel: boolean) =>
      unwrap(api.POST('/api/v1/owner/payments/subscription/cancel', { body: { cancel } })),
    onSuccess: () => invalidate(client, paymentKeys.owner()),
  })
}

export function usePayStatement() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ month, setupId }: { month: string; setupId: string }) =>
      unwrap(
        api.POST('/api/v1/owner/payments/statements/{month}/pay', { params: { path: { month } }, body: { setupId } }),
      ),
    onSuccess: () => invalidate(client, paymentKeys.owner(), statementKeys.owner()),
  })
}

/** Downloads an invoice as PDF in the owner's language: a subscription's (by id) or a paid month's. */
export async function downloadOwnerInvoice(invoice: { id: number } | { month: string }): Promise<void> {
  const { response } =
    'id' in invoice
      ? await api.GET('/api/v1/owner/payments/invoices/{invoice_id}/pdf', {
          params: { path: { invoice_id: invoice.id } },
          parseAs: 'stream',
        })
      : await api.GET('/api/v1/owner/payments/statements/{month}/invoice', {
          params: { path: { month: invoice.month } },
          parseAs: 'stream',
        })
  if (!response.ok) throw toApiError(response, await response.json().catch(() => undefined))
  await downloadResponse(response, 'id' in invoice ? `invoice-${invoice.id}.pdf` : `invoice-${invoice.month}.pdf`)
}
