// The assistant keeps three things in the browser: a random visitor id (so the server can keep the
// conversation's context), whether an e-mail was given, and this tab's messages.
const VISITOR_KEY = 'sc.assistant.visitor'
const EMAIL_KEY = 'sc.assistant.email'
const MESSAGES_KEY = 'sc.assistant.messages'

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context (https or localhost); getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** This browser's assistant visitor id, created on first use. */
export function visitorId(): string {
  try {
    const stored = window.localStorage.getItem(VISITOR_KEY)
    if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored
    const id = randomId()
    window.localStorage.setItem(VISITOR_KEY, id)
    return id
  } catch {
    return randomId() // storage disabled: a new conversation per page load
  }
}

export function savedEmail(): string | null {
  try {
    return window.localStorage.getItem(EMAIL_KEY)
  } catch {
    return null
  }
}

export function rememberEmail(email: string): void {
  try {
    window.localStorage.setItem(EMAIL_KEY, email)
  } catch {
    // not remembered: the field simply shows again after a reload
  }
}

export function loadMessages<T>(): T[] | null {
  try {
    const raw = window.sessionStorage.getItem(MESSAGES_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return Array.isArray(parsed) ? (parsed as T[]) : null
  } catch {
    return null
  }
}

export function storeMessages<T>(messages: T[]): void {
  try {
    window.sessionStorage.setItem(MESSAGES_KEY, JSON.stringify(messages.slice(-60)))
  } catch {
    // the conversation still lives on the server and in this page
  }
}
