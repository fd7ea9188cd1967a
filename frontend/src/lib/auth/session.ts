import { api as defaultApi, installAuthBridge, unwrap } from '@/api/client'
import { isApiError } from '@/api/errors'
import type { Me, TokenResponse } from '@/api/types'
import { withRefreshLock } from './refresh-lock'

export type SessionState =
  { status: 'loading'; user: null } | { status: 'signedOut'; user: null } | { status: 'signedIn'; user: Me }

/** Why a session that was open has ended without the user asking. */
export type SessionEndReason = 'revoked' | 'unauthenticated'

type Listener = () => void
type EndListener = (reason: SessionEndReason) => void

type ChannelMessage = { type: 'signedIn' } | { type: 'signedOut' } | { type: 'revoked' }

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_S = 60

export interface SessionDeps {
  api: typeof defaultApi
  withLock: <T>(task: () => Promise<T>) => Promise<T>
  channel: BroadcastChannel | null
}

/**
 * The browser session. The access token lives in this object only (never in storage); the
 * refresh token is an HttpOnly cookie the server rotates on every /auth/refresh.
 */
export class SessionManager {
  private state: SessionState = { status: 'loading', user: null }
  private accessToken: string | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private inFlight: Promise<boolean> | null = null
  private started: Promise<void> | null = null
  private signIns = 0
  private listeners = new Set<Listener>()
  private endListeners = new Set<EndListener>()
  private deps: SessionDeps

  constructor(deps: SessionDeps) {
    this.deps = deps
    deps.channel?.addEventListener('message', (event: MessageEvent<ChannelMessage>) =>
      this.onChannelMessage(event.data),
    )
  }

  getState = (): SessionState => this.state
  getAccessToken = (): string | null => this.accessToken

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Called when an open session ends on its own (revoked, or a request stayed unauthorised). */
  onEnded(listener: EndListener): () => void {
    this.endListeners.add(listener)
    return () => this.endListeners.delete(listener)
  }

  /**
   * Restores a session from the refresh cookie on page load; no cookie means signed out. After a
   * sign-in on this page there is nothing to restore: starting then must not ask again (and a failed
   * refresh must not sign the person out).
   */
  start(): Promise<void> {
    this.started ??= this.refresh().then(() => undefined)
    return this.started
  }

  async login(email: string, password: string): Promise<Me> {
    const tokens = await unwrap(this.deps.api.POST('/api/v1/auth/login', { body: { email, password } }))
    this.started ??= Promise.resolve()
    this.signIns += 1
    this.applyTokens(tokens)
    this.post({ type: 'signedIn' })
    return tokens.user
  }

  /**
   * Ends the session here and in every other tab. Throws (and stays signed in) when the server
   * could not be reached, so the user is not told they are out while the cookie still works.
   */
  async logout(): Promise<void> {
    try {
      await unwrap(this.deps.api.POST('/api/v1/auth/logout'))
    } catch (error) {
      if (!isApiError(error) || error.isUnexpected) throw error
      // 4xx: the server has no session for us anyway.
    }
    this.clear()
    this.post({ type: 'signedOut' })
  }

  /** The signed-in person's account as it is now (after they changed it); ignored when signed out. */
  updateUser(user: Me): void {
    if (this.state.status === 'signedIn' && this.state.user.id === user.id) this.setState({ status: 'signedIn', user })
  }

  /** Forgets the local session without asking the server (e.g. after a password reset). */
  forget(): void {
    this.clear()
  }

  /** Clears the local session without calling the server (e.g. a non-admin on the admin login). */
  async discard(): Promise<void> {
    try {
      await this.logout()
    } catch {
      // The server could not be told; this tab forgets the session anyway.
      this.clear()
    }
  }

  /**
   * One silent refresh, shared by concurrent callers in this tab and serialised across tabs.
   * Resolves true when a fresh access token is in memory.
   */
  refresh(): Promise<boolean> {
    // Counted when the refresh is asked for, not when it starts: it may wait for another tab's
    // refresh (the lock), and a sign-in meanwhile is newer than its answer all the same.
    const signIns = this.signIns
    this.inFlight ??= this.deps
      .withLock(() => this.doRefresh(signIns))
      .finally(() => {
        this.inFlight = null
      })
    return this.inFlight
  }

  /** Called by the API client when a call stayed 401 after a refresh. */
  handleUnauthenticated(): void {
    const wasSignedIn = this.state.status === 'signedIn'
    this.clear()
    if (wasSignedIn) this.emitEnded('unauthenticated')
  }

  private async doRefresh(signIns: number): Promise<boolean> {
    try {
      const tokens = await unwrap(this.deps.api.POST('/api/v1/auth/refresh'))
      this.applyTokens(tokens)
      return true
    } catch (error) {
      // A sign-in that happened while this refresh was waiting or on its way (the page-load refresh of
      // the login page, answered after the person signed in) is newer than its answer: it stays.
      if (this.signIns !== signIns) return this.state.status === 'signedIn'
      const wasSignedIn = this.state.status === 'signedIn'
      if (isApiError(error) && error.code === 'session_revoked') {
        // Reuse detected: the server revoked the whole family, so every tab is signed out.
        this.clear()
        this.post({ type: 'revoked' })
        if (wasSignedIn) this.emitEnded('revoked')
        return false
      }
      if (isApiError(error) && (error.status === 401 || error.status === 400)) {
        // Expired or unknown refresh token: an open session has ended; on page load it never began.
        this.clear()
        if (wasSignedIn) this.emitEnded('unauthenticated')
        return false
      }
      // Network trouble or 5xx: keep an open session (the token may still be valid) and retry later.
      if (this.state.status === 'loading') this.setState({ status: 'signedOut', user: null })
      else if (this.state.status === 'signedIn') this.schedule(30)
      return false
    }
  }

  private applyTokens(tokens: TokenResponse) {
    this.accessToken = tokens.accessToken
    this.setState({ status: 'signedIn', user: tokens.user })
    this.schedule(Math.max(tokens.expiresIn - REFRESH_MARGIN_S, Math.ceil(tokens.expiresIn / 2)))
  }

  private schedule(seconds: number) {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.refresh(), Math.max(1, seconds) * 1000)
  }

  private clear() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.accessToken = null
    if (this.state.status !== 'signedOut') this.setState({ status: 'signedOut', user: null })
  }

  private onChannelMessage(message: ChannelMessage) {
    if (message.type === 'signedIn' && this.state.status !== 'signedIn') {
      void this.refresh()
    } else if (message.type === 'signedOut' || message.type === 'revoked') {
      const wasSignedIn = this.state.status === 'signedIn'
      this.clear()
      if (message.type === 'revoked' && wasSignedIn) this.emitEnded('revoked')
    }
  }

  private post(message: ChannelMessage) {
    try {
      this.deps.channel?.postMessage(message)
    } catch {
      // Channel closed: other tabs find out at their next refresh.
    }
  }

  private setState(state: SessionState) {
    this.state = state
    for (const listener of this.listeners) listener()
  }

  /**
   * Tests only (src/test/setup.ts): a page whose start found no session, so every test begins alike
   * (signed out; a test signs in with `session.refresh()` against its mocked cookie).
   */
  resetForTests(): void {
    this.clear()
    this.inFlight = null
    this.started = Promise.resolve()
    this.signIns = 0
  }

  private emitEnded(reason: SessionEndReason) {
    for (const listener of this.endListeners) listener(reason)
  }
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('sc-auth')
}

export const session = new SessionManager({
  api: defaultApi,
  withLock: withRefreshLock,
  channel: openChannel(),
})

installAuthBridge({
  getAccessToken: session.getAccessToken,
  refresh: () => session.refresh(),
  onUnauthenticated: () => session.handleUnauthenticated(),
})
