import { useEffect, useRef, useState } from 'react'
import { Lock } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Alert, Button, Spinner } from '@/components/ui'
import { isApiError } from '@/api/errors'
import { type OnlinePaymentMethod, startPaymentSetup, type Payments } from '../api/owner-payments'
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
 * The provider's card field (or IBAN field for SEPA Direct Debit, where offered), mounted in our page from the
 * provider's script: what is typed there goes to the provider, which confirms it for later payments;
 * `onConfirmed` gets the confirmed set-up's id to pay or subscribe with.
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
  const offered = payments.methods.length > 0 ? payments.methods : (['card'] as OnlinePaymentMethod[])
  const [method, setMethod] = useState<OnlinePaymentMethod>(offered.includes('card') ? 'card' : offered[0]!)
  const [ready, setReady] = useState<Ready | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [holder, setHolder] = useState({ name: '', email: '' })
  const sepa = method === 'sepa_debit'

  useEffect(() => {
    let element: ProviderElement | null = null
    let cancelled = false
    const { scriptUrl, publishableKey } = payments
    if (!scriptUrl || !publishableKey) return
    Promise.all([loadProvider(scriptUrl, publishableKey), startPaymentSetup(method)])
      .then(([provider, setup]) => {
        if (cancelled || !field.current) return
        element =
          method === 'sepa_debit'
            ? provider.elements().create('iban', { supportedCountries: ['SEPA'] })
            : provider.elements().create('card', { hidePostalCode: true })
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening and per method chosen
  }, [method])

  const confirm = (found: Ready) => {
    if (!sepa) return found.provider.confirmCardSetup(found.secret, { payment_method: { card: found.element } })
    if (!found.provider.confirmSepaDebitSetup) throw new Error('no SEPA Direct Debit in the provider script')
    return found.provider.confirmSepaDebitSetup(found.secret, {
      payment_method: {
        sepa_debit: found.element,
        billing_details: { name: holder.name.trim(), email: holder.email.trim() },
      },
    })
  }

  const submit = async () => {
    if (!ready) return
    if (sepa && (!holder.name.trim() || !holder.email.trim())) {
      setError(t('payments.errors.holderMissing'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      const result = await confirm(ready)
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
      {offered.length > 1 ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('payments.method.legend')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {offered.map((m) => (
              <label
                key={m}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-sand-300 px-3 py-2 text-sm has-[:checked]:border-ocean-600 has-[:checked]:bg-ocean-50"
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={m}
                  checked={method === m}
                  onChange={() => {
                    setReady(null)
                    setError(null)
                    setMethod(m)
                  }}
                  disabled={busy}
                  data-testid={`payment-method-${m}`}
                />
                {t(`payments.method.${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {sepa ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm font-medium text-slate-800">
            {t('payments.holder.name')}
            <input
              className="mt-1 block min-h-11 w-full rounded-xl border border-sand-300 px-3 text-sm"
              autoComplete="name"
              value={holder.name}
              onChange={(e) => setHolder({ ...holder, name: e.target.value })}
            />
          </label>
          <label className="text-sm font-medium text-slate-800">
            {t('payments.holder.email')}
            <input
              type="email"
              className="mt-1 block min-h-11 w-full rounded-xl border border-sand-300 px-3 text-sm"
              autoComplete="email"
              value={holder.email}
              onChange={(e) => setHolder({ ...holder, email: e.target.value })}
            />
          </label>
        </div>
      ) : null}
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800">{t(sepa ? 'payments.iban' : 'payments.card')}</p>
        <div
          key={method}
          ref={field}
          data-testid={sepa ? 'payment-iban-field' : 'payment-card-field'}
          className="min-h-11 rounded-xl border border-sand-300 bg-white px-3 py-2.5 text-sm [&_input]:mr-1 [&_input]:mb-1 [&_input]:rounded [&_input]:border [&_input]:border-sand-200 [&_input]:px-1.5 [&_input]:py-1"
        />
        {!ready && !error ? <Spinner label={t('payments.loadingField')} /> : null}
      </div>
      {sepa ? <p className="text-xs text-slate-500">{t('payments.mandate')}</p> : null}
      <p className="flex items-start gap-1.5 text-xs text-slate-500">
        <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {t(sepa ? 'payments.secureIban' : 'payments.secure')}
      </p>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button onClick={() => void submit()} disabled={!ready || busy} className="w-full">
        {busy ? t('payments.paying') : submitLabel}
      </Button>
    </div>
  )
}
