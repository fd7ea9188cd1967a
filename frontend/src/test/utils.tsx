import { render, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, vi, type Mock } from 'vitest'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { routes } from '@/app/routes'
import { ToastProvider } from '@/components/ui'

export type Handler = (request: Request) => Response | Promise<Response>

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  })
}

export function apiError(
  status: number,
  error: string,
  detail = error,
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  return json({ error, detail, ...(extra.fields ? { fields: extra.fields } : {}) }, { status, headers: extra.headers })
}

export const siteConfig = {
  whatsappNumber: '+212 600 000 000',
  contactEmail: 'hello@surfcamp.test',
  contactPhone: '+212 500 000 000',
  legalEmail: 'legal@surfcamp.test',
  confirmationHours: 24,
  cancellationPolicy: { freeUntilHours: 72, partialUntilHours: 24, partialRefundPercent: 50 },
  groupDiscount: null,
  currencies: [{ code: 'EUR', symbol: '€', rate: '1' }],
  marketing: {
    campsCount: 15,
    yearsExperience: 10,
    happySurfers: 1000,
    instructors: 50,
    newsletterSubscribers: 15000,
  },
  plans: [],
  paymentProviderEnabled: false,
  // BOOKING_HORIZON_DAYS (730) ahead, as the server says it
  lastStartDate: new Date(Date.now() + 730 * 86_400_000).toISOString().slice(0, 10),
}

/**
 * Replaces global fetch with a router keyed by "METHOD /path". Unknown calls answer 404 so a
 * test fails loudly instead of hanging. Site config and the session restore have defaults.
 */
export function mockFetch(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    'GET /api/v1/site-config': () => json(siteConfig),
    'POST /api/v1/auth/refresh': () => apiError(401, 'invalid_refresh'),
    'POST /api/v1/auth/logout': () => new Response(null, { status: 204 }),
    ...handlers,
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const key = `${request.method} ${new URL(request.url).pathname}`
    const handler = all[key]
    return handler ? handler(request) : apiError(404, 'not_found', `no mock for ${key}`)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** Renders the real route table at `path` with fresh providers. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...utils, router }
}

export function makeUser(
  profile: {
    role: 'super_admin' | 'camp_admin' | 'camp_owner'
    isActive: boolean
    rejectedAt?: string | null
    rejectionReason?: string | null
  } | null,
  overrides: Partial<{ email: string; fullName: string; language: 'en' | 'fr' | 'de' }> = {},
) {
  return {
    id: 1,
    email: overrides.email ?? 'user@surfcamp.test',
    fullName: overrides.fullName ?? 'Test User',
    emailVerified: true,
    language: overrides.language ?? 'en',
    profile: profile
      ? {
          rejectedAt: null,
          rejectionReason: null,
          ...profile,
          assignedCampId: profile.role === 'camp_owner' ? 1 : null,
        }
      : null,
  }
}

export function tokens(user: ReturnType<typeof makeUser>, expiresIn = 900) {
  return { accessToken: `token-${Math.random().toString(36).slice(2)}`, tokenType: 'bearer', expiresIn, user }
}

/** Renders one component (a form, a dialog) with a fresh query client and the toasts it reports to. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  )
}

/** Whether the mocked fetch was called for a URL that contains `path`. */
export function fetched(fetchMock: Mock, path: string): boolean {
  return fetchMock.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).includes(path))
}

/** A form field shows `message` as its error (wired to the input for assistive tech) and still holds `value`. */
export async function expectFieldError(field: HTMLElement, message: string, value?: string | number) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
  expect(field).toHaveAccessibleDescription(message)
  if (value !== undefined) expect(field).toHaveValue(value)
}

/**
 * Loads the owner dashboard's route modules (its layout and page), the largest lazy part of the app: their
 * first import in a worker took 10 to 15 s on a loaded 2-core machine, as long as a test's wait for the
 * page. A file that renders the dashboard calls it in `beforeAll` (with a longer timeout), so the tests'
 * waits measure the page, not the import.
 */
export function loadOwnerDashboard() {
  return Promise.all([
    import('@/app/layout/owner-layout'),
    import('@/features/owner-dashboard/components/owner-dashboard-page'),
  ])
}
