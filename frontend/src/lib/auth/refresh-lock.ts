const LOCK_NAME = 'sc-auth-refresh'
const FALLBACK_KEY = 'sc.refreshLock'
const FALLBACK_TTL_MS = 10_000

/**
 * Runs `task` while holding a lock shared by every tab of this origin, so only one tab presents
 * the refresh cookie at a time (presenting an already-rotated token revokes the whole session).
 * Uses Web Locks; without them, a best-effort lease in localStorage.
 */
export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (locks?.request) return locks.request(LOCK_NAME, { mode: 'exclusive' }, task) as Promise<T>
  return withStorageLease(task)
}

async function withStorageLease<T>(task: () => Promise<T>): Promise<T> {
  const me = Math.random().toString(36).slice(2)
  const deadline = Date.now() + FALLBACK_TTL_MS
  let acquired = false
  while (!acquired && Date.now() < deadline) {
    const held = readLease()
    if (!held || held.until < Date.now()) {
      writeLease({ owner: me, until: Date.now() + FALLBACK_TTL_MS })
      // Another tab may have written at the same moment: re-read after a tick and see who won.
      await sleep(30)
      acquired = readLease()?.owner === me
    }
    if (!acquired) await sleep(100)
  }
  try {
    return await task()
  } finally {
    if (readLease()?.owner === me) removeLease()
  }
}

type Lease = { owner: string; until: number }

function readLease(): Lease | null {
  try {
    const raw = window.localStorage.getItem(FALLBACK_KEY)
    return raw ? (JSON.parse(raw) as Lease) : null
  } catch {
    return null
  }
}
function writeLease(lease: Lease) {
  try {
    window.localStorage.setItem(FALLBACK_KEY, JSON.stringify(lease))
  } catch {
    // No storage: run without cross-tab protection.
  }
}
function removeLease() {
  try {
    window.localStorage.removeItem(FALLBACK_KEY)
  } catch {
    // ignore
  }
}
function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
