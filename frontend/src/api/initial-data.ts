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

function entriesOf(parsed: unknown): Map<string, unknown> {
  const found = new Map<string, unknown>()
  if (!Array.isArray(parsed)) return found
  for (const item of parsed as Partial<Entry>[]) {
    if (typeof item?.path === 'string' && item.query && typeof item.query === 'object' && item.data !== undefined) {
      found.set(keyOf(item.path, item.query), item.data)
    }
  }
  return found
}

function read(): Map<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent
  if (!text) return new Map()
  try {
    return entriesOf(JSON.parse(text))
  } catch {
    // A page without usable data simply asks the API, as after any client-side navigation.
    return new Map()
  }
}

/**
 * The server's render (entry-server.tsx) gives the data the page embeds directly: the same answers,
 * so the HTML it writes is the tree the browser's first render makes from the script element.
 */
export function provideInitialData(parsed: unknown): void {
  entries = entriesOf(parsed)
}

/** The server's answer to GET path?query, if the page carries it and nothing took it yet. */
export function takeInitialData<T>(path: string, query: Query): T | undefined {
  entries ??= read()
  const key = keyOf(path, query)
  const data = entries.get(key)
  entries.delete(key)
  return data as T | undefined
}

/**
 * When the page's data was current: the start of this page load (it is at most that old); on the
 * server, now. Both renders then see fresh data, so neither starts a refetch the other does not show.
 */
function initialDataTime(): number {
  return typeof window === 'undefined' ? Date.now() : Math.round(performance.timeOrigin)
}

/** The query options that take the page's answer to GET path?query, if it has one, dated at its load. */
export function fromPage<T>(
  path: string,
  query: Query,
): {
  initialData: () => T | undefined
  initialDataUpdatedAt: () => number
}
/** The same, for a query that keeps only part of the answer (`pick` turns the answer into the query's data). */
export function fromPage<A, T>(
  path: string,
  query: Query,
  pick: (answer: A) => T,
): { initialData: () => T | undefined; initialDataUpdatedAt: () => number }
export function fromPage(path: string, query: Query, pick?: (answer: unknown) => unknown) {
  return {
    initialData: () => {
      const answer = takeInitialData<unknown>(path, query)
      return answer === undefined || !pick ? answer : pick(answer)
    },
    initialDataUpdatedAt: initialDataTime,
  }
}

/** Forget what was read, so a test can write another page. */
export function resetInitialData(): void {
  entries = null
}
