import createClient from 'openapi-fetch'
import type { paths } from './schema'
import { ApiError, networkError, toApiError } from './errors'

/**
 * What the API client needs from the session layer. Kept as an interface so the session can
 * import the client (for login/refresh) without a circular import.
 */
export interface AuthBridge {
  getAccessToken(): string | null
  /** Tries one silent refresh; resolves true when a new access token is available. */
  refresh(): Promise<boolean>
  /** Called when a request stayed 401 after a refresh attempt: the session is gone. */
  onUnauthenticated(): void
}

const noAuth: AuthBridge = {
  getAccessToken: () => null,
  refresh: async () => false,
  onUnauthenticated: () => {},
}

// Calls that manage the session themselves: a 401 from them is an answer, not an expired token.
const SESSION_PATHS = ['/api/v1/auth/login', '/api/v1/auth/refresh', '/api/v1/auth/logout', '/api/v1/auth/register']

function isSessionCall(url: string): boolean {
  const path = new URL(url, 'http://x').pathname
  return SESSION_PATHS.some((p) => path === p)
}

export interface ApiClientOptions {
  baseUrl?: string
  /** Receives the fully built Request (tests pass a stub). */
  fetch?: (request: Request) => Promise<Response>
  auth?: AuthBridge
}

export function createApiClient(options: ApiClientOptions = {}) {
  let auth = options.auth ?? noAuth
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request))

  async function send(request: Request): Promise<Response> {
    const token = auth.getAccessToken()
    if (token) request.headers.set('Authorization', `Bearer ${token}`)
    try {
      return await baseFetch(request)
    } catch (cause) {
      throw networkError(cause)
    }
  }

  // One fetch for every call: bearer token, credentials for the refresh cookie, one silent
  // refresh + retry on 401, and network failures turned into ApiError.
  const authFetch = async (input: Request): Promise<Response> => {
    const retry = input.clone()
    const response = await send(input)
    if (response.status !== 401 || isSessionCall(input.url)) return response
    const refreshed = await auth.refresh()
    if (!refreshed) {
      auth.onUnauthenticated()
      return response
    }
    const second = await send(retry)
    if (second.status === 401) auth.onUnauthenticated()
    return second
  }

  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'same-origin',
    fetch: authFetch,
  })

  return {
    client,
    setAuth(bridge: AuthBridge) {
      auth = bridge
    },
  }
}

type FetchResult<T> = { data?: T; error?: unknown; response: Response }

/**
 * Awaits an openapi-fetch call and returns its data, or throws ApiError mapped from the
 * `{error, detail, fields}` body. Network failures become ApiError with status 0.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>
  try {
    result = await call
  } catch (cause) {
    if (cause instanceof ApiError) throw cause
    throw networkError(cause)
  }
  const { data, error, response } = result
  if (!response.ok) throw toApiError(response, error)
  return data as T
}

// Absolute base so requests also build outside a browser document (tests, workers).
const instance = createApiClient({ baseUrl: typeof window === 'undefined' ? '' : window.location.origin })

/** The app's API client. The session layer installs its AuthBridge at start-up. */
export const api = instance.client
export const installAuthBridge = instance.setAuth
