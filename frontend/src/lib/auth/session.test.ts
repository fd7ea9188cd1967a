import { createApiClient } from '@/api/client'
import { apiError, json, makeUser, tokens } from '@/test/utils'
import { SessionManager, type SessionDeps } from './session'

type Handler = (request: Request) => Response | Promise<Response>

function setup(handlers: Record<string, Handler>, options: { lock?: <T>(task: () => Promise<T>) => Promise<T> } = {}) {
  const fetch = vi.fn(async (request: Request) => {
    const handler = handlers[`${request.method} ${new URL(request.url).pathname}`]
    return handler ? handler(request) : apiError(404, 'not_found')
  })
  const channel = { postMessage: vi.fn(), addEventListener: vi.fn() } as unknown as BroadcastChannel
  const lock = vi.fn(options.lock ?? (<T>(task: () => Promise<T>) => task()))
  const { client, setAuth } = createApiClient({ baseUrl: 'http://localhost', fetch })
  const manager = new SessionManager({ api: client, withLock: lock as unknown as SessionDeps['withLock'], channel })
  setAuth({
    getAccessToken: manager.getAccessToken,
    refresh: () => manager.refresh(),
    onUnauthenticated: () => manager.handleUnauthenticated(),
  })
  return { manager, fetch, channel, lock, client }
}

const owner = makeUser({ role: 'camp_owner', isActive: true })

afterEach(() => {
  vi.useRealTimers()
})

describe('SessionManager', () => {
  it('starts loading and ends signed out when there is no refresh cookie', async () => {
    const { manager } = setup({ 'POST /api/v1/auth/refresh': () => apiError(401, 'invalid_refresh') })
    expect(manager.getState().status).toBe('loading')
    await manager.start()
    expect(manager.getState()).toEqual({ status: 'signedOut', user: null })
    expect(manager.getAccessToken()).toBeNull()
  })

  it('restores a session from the refresh cookie, keeping the token in memory only', async () => {
    const response = tokens(owner)
    const { manager } = setup({ 'POST /api/v1/auth/refresh': () => json(response) })
    await manager.start()
    expect(manager.getState()).toEqual({ status: 'signedIn', user: owner })
    expect(manager.getAccessToken()).toBe(response.accessToken)
    expect(JSON.stringify(window.localStorage)).not.toContain(response.accessToken)
    expect(JSON.stringify(window.sessionStorage)).not.toContain(response.accessToken)
  })

  it('schedules the next refresh about 60 seconds before expiry', async () => {
    vi.useFakeTimers()
    const { manager, fetch } = setup({ 'POST /api/v1/auth/refresh': () => json(tokens(owner, 900)) })
    await manager.start()
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(839_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('shares one refresh between concurrent callers and runs it under the cross-tab lock', async () => {
    const { manager, fetch, lock } = setup({ 'POST /api/v1/auth/refresh': () => json(tokens(owner)) })
    const results = await Promise.all([manager.refresh(), manager.refresh(), manager.refresh()])
    expect(results).toEqual([true, true, true])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(lock).toHaveBeenCalledTimes(1)
  })

  it('signs out everywhere on session_revoked and reports the ended session', async () => {
    let revoked = false
    const { manager, channel } = setup({
      'POST /api/v1/auth/refresh': () => (revoked ? apiError(401, 'session_revoked') : json(tokens(owner))),
    })
    await manager.start()
    const ended = vi.fn()
    manager.onEnded(ended)
    revoked = true
    expect(await manager.refresh()).toBe(false)
    expect(manager.getState().status).toBe('signedOut')
    expect(channel.postMessage).toHaveBeenCalledWith({ type: 'revoked' })
    expect(ended).toHaveBeenCalledWith('revoked')
  })

  it('ends the session when an API call stays 401 after a failed refresh', async () => {
    let refreshOk = true
    const { manager, client } = setup({
      'POST /api/v1/auth/refresh': () => (refreshOk ? json(tokens(owner)) : apiError(401, 'invalid_refresh')),
      'GET /api/v1/auth/me': () => apiError(401, 'token_expired'),
    })
    await manager.start()
    const ended = vi.fn()
    manager.onEnded(ended)
    refreshOk = false
    const { response } = await client.GET('/api/v1/auth/me')
    expect(response.status).toBe(401)
    expect(manager.getState().status).toBe('signedOut')
    expect(ended).toHaveBeenCalledTimes(1)
    expect(ended).toHaveBeenCalledWith('unauthenticated')
  })

  it('ends the session when the retry after a successful refresh is still 401', async () => {
    const { manager, client } = setup({
      'POST /api/v1/auth/refresh': () => json(tokens(owner)),
      'GET /api/v1/auth/me': () => apiError(401, 'not_authenticated'),
    })
    await manager.start()
    const ended = vi.fn()
    manager.onEnded(ended)
    await client.GET('/api/v1/auth/me')
    expect(manager.getState().status).toBe('signedOut')
    expect(ended).toHaveBeenCalledWith('unauthenticated')
  })

  it('login applies the tokens and tells other tabs', async () => {
    const response = tokens(owner)
    const { manager, channel } = setup({ 'POST /api/v1/auth/login': () => json(response) })
    const user = await manager.login('owner@surfcamp.test', 'secret')
    expect(user).toEqual(owner)
    expect(manager.getState().status).toBe('signedIn')
    expect(channel.postMessage).toHaveBeenCalledWith({ type: 'signedIn' })
  })

  it('a sign-in before the session was started stays signed in when a screen then starts it', async () => {
    // The admin login page does not read the session; the dashboard it opens does, and starts it.
    const refresh = vi.fn(() => apiError(401, 'invalid_refresh'))
    const { manager } = setup({
      'POST /api/v1/auth/login': () => json(tokens(owner)),
      'POST /api/v1/auth/refresh': refresh,
    })
    await manager.login('owner@surfcamp.test', 'secret')
    await manager.start()
    expect(manager.getState()).toEqual({ status: 'signedIn', user: owner })
    expect(refresh).not.toHaveBeenCalled()
  })

  it('a page-load refresh answered 401 after the person signed in does not sign them out', async () => {
    let answer: (response: Response) => void = () => {}
    const { manager } = setup({
      'POST /api/v1/auth/login': () => json(tokens(owner)),
      'POST /api/v1/auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    const started = manager.start()
    await manager.login('owner@surfcamp.test', 'secret')
    answer(apiError(401, 'invalid_refresh'))
    await started
    expect(manager.getState()).toEqual({ status: 'signedIn', user: owner })
  })

  it('a page-load refresh still waiting for another tab’s refresh when the person signs in does not sign them out', async () => {
    let unlock = () => {}
    const otherTab = new Promise<void>((resolve) => (unlock = resolve))
    const { manager } = setup(
      {
        'POST /api/v1/auth/login': () => json(tokens(owner)),
        'POST /api/v1/auth/refresh': () => apiError(401, 'invalid_refresh'),
      },
      { lock: async (task) => otherTab.then(task) },
    )
    const started = manager.start() // waits for the lock
    await manager.login('owner@surfcamp.test', 'secret')
    unlock()
    await started
    expect(manager.getState()).toEqual({ status: 'signedIn', user: owner })
  })

  it('logout keeps the session when the server cannot be reached', async () => {
    const { manager } = setup({
      'POST /api/v1/auth/login': () => json(tokens(owner)),
      'POST /api/v1/auth/logout': () => apiError(503, 'service_unavailable'),
    })
    await manager.login('a@b.c', 'p')
    await expect(manager.logout()).rejects.toBeTruthy()
    expect(manager.getState().status).toBe('signedIn')
  })

  it('logout clears the session and tells other tabs', async () => {
    const { manager, channel } = setup({
      'POST /api/v1/auth/login': () => json(tokens(owner)),
      'POST /api/v1/auth/logout': () => new Response(null, { status: 204 }),
    })
    await manager.login('a@b.c', 'p')
    await manager.logout()
    expect(manager.getState().status).toBe('signedOut')
    expect(manager.getAccessToken()).toBeNull()
    expect(channel.postMessage).toHaveBeenCalledWith({ type: 'signedOut' })
  })
})
