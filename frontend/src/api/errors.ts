/** Error codes the client knows how to present; the server may send others (a translated general text is shown, never `detail`). */
export type KnownErrorCode =
  | 'invalid_credentials'
  | 'email_not_verified'
  | 'email_taken'
  | 'validation_error'
  | 'rate_limited'
  | 'request_too_large'
  | 'invalid_refresh'
  | 'session_revoked'
  | 'not_authenticated'
  | 'token_expired'
  | 'invalid_token'
  | 'forbidden'
  | 'not_found'
  | 'service_unavailable'
  | 'network_error'
  | 'unknown_error'

/** A failed API call: HTTP status plus the server's `{error, detail, fields}` body. */
export class ApiError extends Error {
  readonly status: number
  readonly code: KnownErrorCode | (string & {})
  readonly detail: string
  readonly fields: Record<string, string>
  /** Seconds from the Retry-After header of a 429, when present. */
  readonly retryAfter: number | null
  /** A refused start date (`date_unavailable`): the nearest start dates that are available. */
  readonly nearestDates: string[]

  constructor(init: {
    status: number
    code: string
    detail?: string
    fields?: Record<string, string>
    retryAfter?: number | null
    nearestDates?: string[]
  }) {
    super(init.detail || init.code)
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code
    this.detail = init.detail ?? ''
    this.fields = init.fields ?? {}
    this.retryAfter = init.retryAfter ?? null
    this.nearestDates = init.nearestDates ?? []
  }

  /** No answer from the server at all (offline, DNS, CORS, aborted). */
  get isNetwork(): boolean {
    return this.status === 0
  }

  /** 5xx or network: something the user cannot fix by changing the input. */
  get isUnexpected(): boolean {
    return this.status === 0 || this.status >= 500
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/** Builds an ApiError from a non-2xx response and its already-parsed body (if any). */
export function toApiError(response: Response, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const fields: Record<string, string> = {}
  if (record.fields && typeof record.fields === 'object') {
    for (const [key, value] of Object.entries(record.fields as Record<string, unknown>)) {
      if (typeof value === 'string') fields[key] = value
    }
  }
  const fallbackCode = response.status === 403 ? 'forbidden' : response.status === 404 ? 'not_found' : 'unknown_error'
  return new ApiError({
    status: response.status,
    code: typeof record.error === 'string' ? record.error : fallbackCode,
    detail: typeof record.detail === 'string' ? record.detail : response.statusText,
    fields,
    retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
    nearestDates: Array.isArray(record.nearestDates)
      ? record.nearestDates.filter((d): d is string => typeof d === 'string')
      : [],
  })
}

export function networkError(cause: unknown): ApiError {
  const error = new ApiError({
    status: 0,
    code: 'network_error',
    detail: cause instanceof Error ? cause.message : String(cause),
  })
  return error
}
