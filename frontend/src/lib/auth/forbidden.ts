type Listener = () => void
const listeners = new Set<Listener>()

/** A 403 from the API: shown as a message, never a sign-out. */
export function notifyForbidden(): void {
  for (const listener of listeners) listener()
}

export function onForbidden(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
