import { useState } from 'react'
import { FileDown } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Button, useToast } from '@/components/ui'
import { downloadOwnerInvoice } from '../api/owner-payments'

/** "Invoice": the PDF of a subscription's invoice (by id) or of a paid month, in the owner's language. */
export function InvoiceButton({ invoice, label }: { invoice: { id: number } | { month: string }; label: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const get = async () => {
    setBusy(true)
    try {
      await downloadOwnerInvoice(invoice)
    } catch {
      toast({ title: t('payments.invoices.downloadFailed'), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="outline"
      size="sm"
      loading={busy}
      onClick={() => void get()}
      aria-label={label}
      data-testid={'id' in invoice ? `invoice-pdf-${invoice.id}` : `invoice-pdf-${invoice.month}`}
    >
      <FileDown className="h-4 w-4" aria-hidden="true" />
      {t('payments.invoices.pdf')}
    </Button>
  )
}
