/**
 * API answers the server wrote into the page it served (backend/app/seo/service.py,
 * `initial_data_script`): the first calls of the camp list, a package page and the home page.
 * A query takes its answer as `initialData`, so the first render already shows the content and
 * the browser makes no request for it. Each answer is used once: after that, the query cache
 * and the API are the only sources.
 */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data'

type Query = Record<string, string | number | undefined>
interface Entry {
  path: string
  query: Record<string, string>
  data: unknown
}

let entries: Map<string, unknown> | null = null

function keyOf(path: string, query: Query): string {
  const pairs = Object.entries(query)
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort()
  return `${path}?${pairs.join('&')}`
}

function read(): Map<string, unknown> {
  const found = new Map<string, unknown>()
  const text = typeof document === 'undefined' ? null : document.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent
  if (!text) return found
  try {
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed)) return found
    for (const item of parsed as Partial<Entry>[]) {
      if (typeof item?.path === 'string' && item.query && typeof item.query === 'object' && item.data !== undefined) {
        found.set(keyOf(item.path, item.query), item.data)
      }
    }
  } catch {
    // A page without usable data simply asks the API, as after any client-side navigation.
  }
  return found
}

/** The server's answer to GET path?query, if the page carries it and nothing took it yet. */
export function takeInitialData<T>(path: string, query: Query): T | undefined {
  entries ??= read()
  const key = keyOf(path, query)
  const data = entries.get(key)
  entries.delete(key)
  return data as T | undefined
}

/** When the page's data was current: the start of this page load (it is at most that old). */
function initialDataTime(): number {
  return Math.round(performance.timeOrigin)
}

/** The query options that take the page's answer to GET path?query, if it has one, dated at its load. */
export function fromPage<T>(path: string, query: Query) {
  return { initialData: () => takeInitialData<T>(path, query), initialDataUpdatedAt: initialDataTime }
}

/** Forget what was read, so a test can write another page. */
export function resetInitialData(): void {
  entries = null
}
