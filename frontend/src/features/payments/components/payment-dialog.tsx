import { Dialog } from '@/components/ui'
import type { Payments } from '../api/owner-payments'
import type { Provider } from '../lib/provider-script'
import { PaymentDetails } from './payment-details'

/** A dialog around the provider's card field: what is paid, then the field and the button that pays. */
export function PaymentDialog({
  open,
  onClose,
  payments,
  title,
  description,
  submitLabel,
  onConfirmed,
}: {
  open: boolean
  onClose: () => void
  payments: Payments
  title: string
  description: string
  submitLabel: string
  onConfirmed: (setupId: string, provider: Provider) => Promise<void>
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      {open ? <PaymentDetails payments={payments} submitLabel={submitLabel} onConfirmed={onConfirmed} /> : null}
    </Dialog>
  )
}
