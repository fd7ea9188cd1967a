/**
 * The payment provider's script (Stripe.js, or the stand-in a test server serves at the same path), loaded
 * once per page when an owner enters payment details, never on public pages. Card and IBAN fields are the
 * provider's own: what is typed there goes to the provider, never to our server.
 */
export interface ProviderElement {
  mount(target: HTMLElement): void
  destroy(): void
  on?(event: string, handler: () => void): void
}

interface SetupResult {
  setupIntent?: { id: string; status: string }
  error?: { message?: string } | null
}

export interface Provider {
  elements(): { create(type: 'card' | 'iban', options?: object): ProviderElement }
  confirmCardSetup(secret: string, data: { payment_method: { card: ProviderElement } }): Promise<SetupResult>
  /** Stripe.js's SEPA Direct Debit set-up: the IBAN field's account, its holder, and the mandate accepted. */
  confirmSepaDebitSetup?(
    secret: string,
    data: { payment_method: { sepa_debit: ProviderElement; billing_details: { name: string; email: string } } },
  ): Promise<SetupResult>
  confirmCardPayment(secret: string): Promise<{ error?: { message?: string } | null }>
}

declare global {
  interface Window {
    Stripe?: (key: string) => Provider
  }
}

const loading = new Map<string, Promise<void>>()

function loadScript(url: string): Promise<void> {
  let pending = loading.get(url)
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = url
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        loading.delete(url)
        reject(new Error('payment script failed to load'))
      }
      document.head.appendChild(script)
    })
    loading.set(url, pending)
  }
  return pending
}

/** The provider's client for a publishable key, once its script is loaded. */
export async function loadProvider(scriptUrl: string, publishableKey: string): Promise<Provider> {
  await loadScript(scriptUrl)
  if (!window.Stripe) throw new Error('payment script did not start')
  return window.Stripe(publishableKey)
}
