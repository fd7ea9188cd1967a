import { useEffect, useRef, useState } from 'react'
import { Lock } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Alert, Button, Spinner } from '@/components/ui'
import { isApiError } from '@/api/errors'
import { startPaymentSetup, type Payments } from '../api/owner-payments'
import { loadProvider, type Provider, type ProviderElement } from '../lib/provider-script'

interface Ready {
  provider: Provider
  element: ProviderElement
  secret: string
  setupId: string
}

/** The text of a payment refusal: the server's code in the reader's language, else a general one. */
export function usePaymentError() {
  const { t } = useTranslation()
  return (error: unknown): string => {
    const code = isApiError(error) ? error.code : ''
    const known = [
      'payment_declined',
      'payment_provider_error',
      'payment_method_missing',
      'payments_not_configured',
      'already_subscribed',
      'subscription_not_found',
      'nothing_to_pay',
      'payment_in_progress',
      'statement_already_paid',
      'statement_month_open',
    ] as const
    const found = known.find((k) => k === code)
    return found ? t(`payments.errors.${found}`) : t('payments.errors.other')
  }
}

/**
 * The provider's card field, mounted in our page from the provider's script: the card goes to the provider,
 * which confirms it for later payments; `onConfirmed` gets the confirmed set-up's id to pay or subscribe with.
 */
export function PaymentDetails({
  payments,
  submitLabel,
  onConfirmed,
}: {
  payments: Payments
  submitLabel: string
  onConfirmed: (setupId: string, provider: Provider) => Promise<void>
}) {
  const { t } = useTranslation()
  const errorText = usePaymentError()
  const field = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState<Ready | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let element: ProviderElement | null = null
    let cancelled = false
    const { scriptUrl, publishableKey } = payments
    if (!scriptUrl || !publishableKey) return
    Promise.all([loadProvider(scriptUrl, publishableKey), startPaymentSetup('card')])
      .then(([provider, setup]) => {
        if (cancelled || !field.current) return
        element = provider.elements().create('card', { hidePostalCode: true })
        element.mount(field.current)
        setReady({ provider, element, secret: setup.clientSecret, setupId: setup.setupId })
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(isApiError(failure) ? errorText(failure) : t('payments.errors.scriptFailed'))
      })
    return () => {
      cancelled = true
      element?.destroy()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [])

  const submit = async () => {
    if (!ready) return
    setBusy(true)
    setError(null)
    try {
      const result = await ready.provider.confirmCardSetup(ready.secret, { payment_method: { card: ready.element } })
      if (result.error || !result.setupIntent) {
        setError(result.error?.message || t('payments.errors.payment_declined'))
        return
      }
      await onConfirmed(ready.setupId, ready.provider)
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800">{t('payments.card')}</p>
        <div
          ref={field}
          data-testid="payment-card-field"
          className="min-h-11 rounded-xl border border-sand-300 bg-white px-3 py-2.5 text-sm [&_input]:mr-1 [&_input]:mb-1 [&_input]:rounded [&_input]:border [&_input]:border-sand-200 [&_input]:px-1.5 [&_input]:py-1"
        />
        {!ready && !error ? <Spinner label={t('payments.loadingField')} /> : null}
      </div>
      <p className="flex items-start gap-1.5 text-xs text-slate-500">
        <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {t('payments.secure')}
      </p>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button onClick={() => void submit()} disabled={!ready || busy} className="w-full">
        {busy ? t('payments.paying') : submitLabel}
      </Button>
    </div>
  )
}
