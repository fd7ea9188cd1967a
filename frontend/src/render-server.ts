/**
 * The render process the backend starts beside each server process (backend/app/seo/ssr.py): one
 * JSON request a line on stdin, `{"id", "url", "data"}`, one JSON answer a line on stdout,
 * `{"id", "html"}` or `{"id", "error"}`. Pages are rendered one at a time, in the order asked. It
 * ends when stdin closes, so it never outlives the server that started it, however that ended.
 */
import { createInterface } from 'node:readline'
import { NotRendered, render } from './entry-server'

// stdout carries the answers only: whatever the app logs goes to stderr, which the backend logs.
console.log = console.info = console.debug = console.error

interface Job {
  id: number
  url: string
  data: unknown
}

function answer(message: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(message)}\n`)
}

async function handle(line: string): Promise<void> {
  let job: Job
  try {
    job = JSON.parse(line) as Job
  } catch {
    process.stderr.write(`render-server: unreadable request ${line.slice(0, 200)}\n`)
    return
  }
  try {
    answer({ id: job.id, html: await render(job.url, job.data) })
  } catch (error) {
    const text =
      error instanceof Error
        ? error instanceof NotRendered
          ? error.message
          : (error.stack ?? error.message)
        : String(error)
    answer({ id: job.id, error: text })
  }
}

// Ctrl-C in a terminal reaches the whole process group: the server ends the renderer (closing its
// stdin) once its last requests are answered, not before.
process.on('SIGINT', () => undefined)

// Renders share the app's module state (language, page data): one at a time.
let queue = Promise.resolve()
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity })
lines.on('line', (line) => {
  if (line.trim()) queue = queue.then(() => handle(line))
})
lines.on('close', () => {
  void queue.then(() => process.exit(0))
})
// Ready once the main pages rendered once: their code is compiled and their lazy parts loaded, so
// the first visitors' pages come within the server's timeout too.
const WARM_UP = ['/', '/fr/surf-camps', '/de/about', '/packages/0', '/blog']
queue = WARM_UP.reduce(
  (previous, url) =>
    previous.then(() =>
      render(url, []).then(
        () => undefined,
        () => undefined,
      ),
    ),
  queue,
).then(() => answer({ ready: true }))
