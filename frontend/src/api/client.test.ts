import { createApiClient, unwrap, type AuthBridge } from './client'
import { ApiError } from './errors'

const BASE = 'http://localhost'

function bridge(overrides: Partial<AuthBridge> = {}): AuthBridge & { token: string | null } {
  const state = { token: 'old-token' as string | null }
  return Object.assign(state, {
    getAccessToken: () => state.token,
    refresh: vi.fn(async () => {
      state.token = 'new-token'
      return true
    }),
    onUnauthenticated: vi.fn(),
    ...overrides,
  })
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

describe('API client', () => {
  it('maps the {error, detail, fields} body to a typed ApiError', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(422, {
        error: 'validation_error',
        detail: 'Invalid input',
        fields: { password: 'password_too_short', 'body.full_name': 'required' },
      }),
    )
    const { client } = createApiClient({ baseUrl: BASE, fetch })
    const error = await unwrap(
      client.POST('/api/v1/auth/register', {
        body: { email: 'a@b.c', password: 'x', fullName: '', campName: 'c', location: 'agadir', language: 'en' },
      }),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_error',
      detail: 'Invalid input',
      fields: { password: 'password_too_short', 'body.full_name': 'required' },
    })
  })

  it('reads Retry-After on 429', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(429, { error: 'rate_limited', detail: 'Slow down' }, { 'Retry-After': '42' }),
    )
    const { client } = createApiClient({ baseUrl: BASE, fetch })
    const error = (await unwrap(client.POST('/api/v1/auth/login', { body: { email: 'a@b.c', password: 'p' } })).catch(
      (e: unknown) => e,
    )) as ApiError
    expect(error.status).toBe(429)
    expect(error.retryAfter).toBe(42)
  })

  it('turns a failed fetch into a network ApiError', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const { client } = createApiClient({ baseUrl: BASE, fetch })
    const error = (await unwrap(client.GET('/api/v1/site-config')).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.isNetwork).toBe(true)
    expect(error.isUnexpected).toBe(true)
    expect(error.code).toBe('network_error')
  })

  it('falls back to a status-based code when the body is not JSON', async () => {
    const fetch = vi.fn(
      async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    )
    const { client } = createApiClient({ baseUrl: BASE, fetch })
    const error = (await unwrap(client.GET('/api/v1/site-config')).catch((e: unknown) => e)) as ApiError
    expect(error).toMatchObject({ status: 502, code: 'unknown_error' })
    expect(error.isUnexpected).toBe(true)
  })

  it('sends the bearer token', async () => {
    const fetch = vi.fn(async (_request: Request) => jsonResponse(200, { id: 1 }))
    const { client } = createApiClient({ baseUrl: BASE, fetch, auth: bridge() })
    await client.GET('/api/v1/auth/me')
    expect(fetch.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer old-token')
  })

  it('on 401 refreshes once and retries the same request with the new token', async () => {
    const seen: Array<{ auth: string | null; body: string }> = []
    const fetch = vi.fn(async (request: Request) => {
      seen.push({ auth: request.headers.get('Authorization'), body: await request.text() })
      return seen.length === 1
        ? jsonResponse(401, { error: 'token_expired', detail: 'expired' })
        : jsonResponse(202, { message: 'ok' })
    })
    const auth = bridge()
    const { client } = createApiClient({ baseUrl: BASE, fetch, auth })
    const data = await unwrap(
      client.POST('/api/v1/auth/resend-confirmation', { body: { email: 'a@b.c', area: 'owner' } }),
    )
    expect(data).toEqual({ message: 'ok' })
    expect(auth.refresh).toHaveBeenCalledTimes(1)
    expect(seen.map((s) => s.auth)).toEqual(['Bearer old-token', 'Bearer new-token'])
    expect(seen[1]!.body).toBe(seen[0]!.body)
    expect(auth.onUnauthenticated).not.toHaveBeenCalled()
  })

  it('reports the session as gone when the refresh fails', async () => {
    const fetch = vi.fn(async () => jsonResponse(401, { error: 'token_expired', detail: 'expired' }))
    const auth = bridge({ refresh: vi.fn(async () => false) })
    const { client } = createApiClient({ baseUrl: BASE, fetch, auth })
    const error = (await unwrap(client.GET('/api/v1/auth/me')).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(401)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(auth.onUnauthenticated).toHaveBeenCalledTimes(1)
  })

  it('reports the session as gone when the retry is still 401', async () => {
    const fetch = vi.fn(async () => jsonResponse(401, { error: 'not_authenticated', detail: 'no' }))
    const auth = bridge()
    const { client } = createApiClient({ baseUrl: BASE, fetch, auth })
    await unwrap(client.GET('/api/v1/auth/me')).catch(() => undefined)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(auth.refresh).toHaveBeenCalledTimes(1)
    expect(auth.onUnauthenticated).toHaveBeenCalledTimes(1)
  })

  it('does not refresh on a 401 from the login call itself', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(401, { error: 'invalid_credentials', detail: 'Invalid email or password' }),
    )
    const auth = bridge()
    const { client } = createApiClient({ baseUrl: BASE, fetch, auth })
    const error = (await unwrap(client.POST('/api/v1/auth/login', { body: { email: 'a@b.c', password: 'p' } })).catch(
      (e: unknown) => e,
    )) as ApiError
    expect(error.code).toBe('invalid_credentials')
    expect(auth.refresh).not.toHaveBeenCalled()
    expect(auth.onUnauthenticated).not.toHaveBeenCalled()
  })

  it('does not sign out on 403', async () => {
    const fetch = vi.fn(async () => jsonResponse(403, { error: 'forbidden', detail: 'Not allowed' }))
    const auth = bridge()
    const { client } = createApiClient({ baseUrl: BASE, fetch, auth })
    const error = (await unwrap(client.GET('/api/v1/auth/me')).catch((e: unknown) => e)) as ApiError
    expect(error).toMatchObject({ status: 403, code: 'forbidden' })
    expect(auth.refresh).not.toHaveBeenCalled()
    expect(auth.onUnauthenticated).not.toHaveBeenCalled()
  })
})
