/**
 * API answers the server wrote into the page it served (backend/app/seo/service.py,
 * `initial_data_script`): the first calls of the camp list, a package page and the home page.
 * A query takes its answer as `initialData`, so the first render already shows the content and
 * the browser makes no request for it. Each answer is used once: after that, the query cache
 * and the API are the only sources.
 */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data'

import { ApiError } from './errors'

type Query = Record<string, string | number | undefined>
interface Entry {
  path: string
  query: Record<string, string>
  data?: unknown
  /** The API's error answer instead (a page's record that does not exist): status and body. */
  error?: { status: number; error: string; detail?: string }
}

/**
 * An error answer the page carries, held as a query's initial data: `fromPage`'s `select` throws its
 * error, so the query starts in that error state (a missing package's page renders "not found" at once,
 * on the server and in the browser's first render) without asking the API again.
 */
class PageError {
  constructor(readonly error: ApiError) {}
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
    if (typeof item?.path !== 'string' || !item.query || typeof item.query !== 'object') continue
    if (item.data !== undefined) found.set(keyOf(item.path, item.query), item.data)
    else if (typeof item.error?.status === 'number' && typeof item.error.error === 'string') {
      const { status, error: code, detail } = item.error
      found.set(keyOf(item.path, item.query), new PageError(new ApiError({ status, code, detail })))
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

/** The server's answer to GET path?query, if the page carries it and nothing took it yet (an error answer is not one). */
export function takeInitialData<T>(path: string, query: Query): T | undefined {
  const data = takeEntry(path, query)
  return data instanceof PageError ? undefined : (data as T | undefined)
}

/**
 * The server's answer for path?query, left in place (a form the server re-rendered after a post reads it
 * in its first render, which may run twice); `forgetInitialData` drops it once the page is shown.
 */
export function peekInitialData<T>(path: string, query: Query): T | undefined {
  entries ??= read()
  const data = entries.get(keyOf(path, query))
  return data instanceof PageError ? undefined : (data as T | undefined)
}

export function forgetInitialData(path: string, query: Query): void {
  entries?.delete(keyOf(path, query))
}

function takeEntry(path: string, query: Query): unknown {
  entries ??= read()
  const key = keyOf(path, query)
  const data = entries.get(key)
  entries.delete(key)
  return data
}

/** A query's data as it is: or, for an error answer of the page, its error thrown (see PageError). */
function throwPageError<T>(data: T): T {
  if (data instanceof PageError) throw data.error
  return data
}

/**
 * When the page's data was current: the start of this page load (it is at most that old); on the
 * server, now. Both renders then see fresh data, so neither starts a refetch the other does not show.
 */
function initialDataTime(): number {
  return typeof window === 'undefined' ? Date.now() : Math.round(performance.timeOrigin)
}

interface PageOptions<T> {
  initialData: () => T | undefined
  initialDataUpdatedAt: () => number
  select: (data: T) => T
}

/**
 * The query options that take the page's answer to GET path?query, if it has one, dated at its load.
 * An error answer (the page's record does not exist) starts the query in that error.
 */
export function fromPage<T>(path: string, query: Query): PageOptions<T>
/** The same, for a query that keeps only part of the answer (`pick` turns the answer into the query's data). */
export function fromPage<A, T>(path: string, query: Query, pick: (answer: A) => T): PageOptions<T>
export function fromPage(path: string, query: Query, pick?: (answer: unknown) => unknown): PageOptions<unknown> {
  return {
    initialData: () => {
      const answer = takeEntry(path, query)
      return answer === undefined || answer instanceof PageError || !pick ? answer : pick(answer)
    },
    initialDataUpdatedAt: initialDataTime,
    select: throwPageError,
  }
}

/** Forget what was read, so a test can write another page. */
export function resetInitialData(): void {
  entries = null
}
