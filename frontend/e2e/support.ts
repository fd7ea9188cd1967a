import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createConnection } from 'node:net'
import { promisify } from 'node:util'
import { deflateSync } from 'node:zlib'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const here = dirname(fileURLToPath(import.meta.url))
// `surfcamp` and SQL with the e2e server's settings (same database), see scripts/e2e-env.sh.
const cli = resolve(here, '../../scripts/e2e-cli.sh')
const env = resolve(here, '../../scripts/e2e-env.sh')

/**
 * Runs `surfcamp` with the e2e server's settings (same database), without blocking the test's event
 * loop: a synchronous run of a few seconds kept the loop from seeing the server close an idle
 * keep-alive socket, and the next API call on it failed with ECONNRESET. Several can run at once.
 */
export async function surfcamp(...args: string[]): Promise<string> {
  if (existsSync(cliSocket)) {
    const answer = await forked(args).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') return null // a stale socket: run it afresh
      throw error
    })
    if (answer) {
      if (answer.code !== 0) throw new Error(`surfcamp ${args.join(' ')} exited ${answer.code}: ${answer.stderr}`)
      return answer.stdout.trim()
    }
  }
  const { stdout } = await promisify(execFile)('bash', [cli, ...args], { encoding: 'utf8', env: process.env })
  return stdout.trim()
}

// The e2e server's fork server for the command (scripts/e2e_cli_server.py, started by
// scripts/e2e-server.sh): the app imported once, a command a fork, not an interpreter start of 2.5 s CPU.
const cliSocket = resolve(process.env.E2E_DATA_DIR ?? resolve(here, '../../data/e2e'), 'cli.sock')

function forked(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = []
    const socket = createConnection(cliSocket, () => socket.end(`${JSON.stringify(args)}\n`))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', fail)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      try {
        done(JSON.parse(text))
      } catch {
        fail(new Error(`surfcamp ${args.join(' ')}: no answer from the fork server (${JSON.stringify(text)})`))
      }
    })
  })
}

/**
 * Runs one SQL statement with its parameters on the e2e database: the rows it reads and how many it
 * changed. For what no route of the app does (a stay in the past, a row no request can store).
 */
export async function database(
  sql: string,
  ...params: (string | number)[]
): Promise<{ rows: unknown[][]; changed: number }> {
  const script =
    'import json, sqlite3, sys; c = sqlite3.connect(sys.argv[1]); rows = c.execute(sys.argv[2], json.loads(sys.argv[3])).fetchall(); ' +
    'c.commit(); print(json.dumps({"rows": rows, "changed": c.total_changes}))'
  const { stdout } = await promisify(execFile)(
    'bash',
    [
      '-c',
      `source "${env}" && exec "$REPO_ROOT/backend/.venv/bin/python" -c "$0" "$E2E_DATA_DIR/e2e.db" "$1" "$2"`,
      script,
      sql,
      JSON.stringify(params),
    ],
    { encoding: 'utf8', env: process.env },
  )
  return JSON.parse(stdout) as { rows: unknown[][]; changed: number }
}

/**
 * Moves a booking's stay into the past (its last day was yesterday), as if the test ran after the stay:
 * the camp marks a stay completed from its last day on. The test writes the e2e database itself; no
 * route of the app moves a stay into the past.
 */
export async function endStay(reference: string) {
  const sql = "UPDATE bookings SET start_date = date('now', '-7 days'), number_of_days = 7 WHERE booking_reference = ?"
  expect((await database(sql, reference)).changed).toBe(1)
}

/**
 * The first start date, from `after` days ahead, on which the package has room for the group: what the
 * booking form's date picker offers. Places are counted per date and the specs share one database, so a
 * spec that books asks for an open date instead of a fixed one another spec may have filled.
 */
export async function openStartDate(
  request: APIRequestContext,
  packageId: number,
  { people = 1, days, after = 40 }: { people?: number; days?: number; after?: number } = {},
): Promise<string> {
  const iso = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  for (let from = after; from < after + 360; from += 30) {
    const params = new URLSearchParams({ from: iso(from), to: iso(from + 29), people: String(people) })
    if (days) params.set('days', String(days))
    const response = await request.get(`/api/v1/availability/packages/${packageId}?${params}`)
    expect(response.ok(), await response.text()).toBeTruthy()
    const open = ((await response.json()).starts as Array<{ date: string; available: boolean }>).find(
      (s) => s.available,
    )
    if (open) return open.date
  }
  throw new Error(`package ${packageId} has no start date for ${people} in a year`)
}

export const demo = {
  superAdmin: { email: 'admin@surfcamp.local', password: 'DemoAdmin2024!' },
  campAdmin: { email: 'camp-admin@surfcamp.local', password: 'DemoAdmin2024!' },
  owner: { email: 'owner@surfcamp.local', password: 'DemoOwner2024!' },
}

export type Account = { email: string; password: string }

/**
 * Signs the page's browser in through the API, as the sign-in form does (its refresh cookie lands in
 * the page's context), then opens `path`: one request instead of a walk through the sign-in page.
 * Each call starts a session of its own. A storage state shared between tests would hand the same
 * refresh token to each of them: the first page load rotates it, and the next test presenting the
 * rotated token would have the server end the whole session as a stolen one (backend/app/auth).
 * auth.spec.ts and the tests about the sign-in page itself sign in through the form (`signIn`).
 */
export async function signedIn(page: Page, account: Account, path?: string) {
  const response = await page.request.post('/api/v1/auth/login', { data: account })
  expect(response.ok(), `sign-in of ${account.email}: ${response.status()} ${await response.text()}`).toBeTruthy()
  if (path) await page.goto(path)
}

/** A bearer header for `account`, for API calls made beside the browser. */
export async function bearer(request: APIRequestContext, account: Account): Promise<Record<string, string>> {
  const response = await request.post('/api/v1/auth/login', { data: account })
  expect(response.ok(), `sign-in of ${account.email}: ${response.status()} ${await response.text()}`).toBeTruthy()
  return { Authorization: `Bearer ${(await response.json()).accessToken as string}` }
}

/** The password of the accounts `own` names (created by accounts.setup.ts). */
export const OWN_PASSWORD = 'E2E-worker-account-2024'
export const OWN_ROLES = { superAdmin: 'super_admin', campAdmin: 'camp_admin', owner: 'camp_owner' } as const

/**
 * The worker's own copy of a demo account: the same role (the owner's on the demo owner's camp), for
 * tests that change the account's language. The specs run on two workers against one database; a
 * demo account switched to German by one test would show German to a test of the other worker.
 * One account per role and worker slot (`parallelIndex`): never used by two tests at once.
 */
export function own(role: keyof typeof OWN_ROLES, slot = test.info().parallelIndex): Account {
  return { email: `own-${role.toLowerCase()}-${slot}@e2e.example.com`, password: OWN_PASSWORD }
}

export async function signIn(
  page: Page,
  path: '/admin/login' | '/camp-owner/login',
  credentials: { email: string; password: string },
) {
  await page.goto(path)
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Fresh, unique address so reruns against the same database do not collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example.com`
}

/** Sets the language of an account's area and e-mails (the back office follows it). */
export async function setAccountLanguage(request: APIRequestContext, account: Account, language: 'en' | 'fr' | 'de') {
  const changed = await request.patch('/api/v1/auth/me', {
    data: { language },
    headers: await bearer(request, account),
  })
  expect(changed.status()).toBe(200)
}

/** Puts an account back in English, whatever a test left it in. */
export async function resetAccountLanguage(request: APIRequestContext, account: Account) {
  await setAccountLanguage(request, account, 'en')
}

/**
 * A review of its own, published through the e-mailed link's token: a traveller's booking (in `language`)
 * of a package of the catalogue, its review link from the command line, the review sent. The newest
 * review, so at the top of the back office's list and of the package's, whatever other specs wrote.
 */
export async function publishedReview(
  request: APIRequestContext,
  {
    language,
    comment = 'Friendly coaches and the best waves of our trip.',
  }: { language: 'en' | 'fr' | 'de'; comment?: string },
): Promise<{ name: string; packageId: number; comment: string }> {
  const cards = (await (await request.get('/api/v1/camps?pageSize=12')).json()).items as { packageId: number }[]
  const packageId = cards[cards.length - 1]!.packageId
  const name = `Reviewer${Date.now() % 1_000_000}`
  const booked = await request.post('/api/v1/bookings', {
    data: {
      packageId,
      fullName: `${name} Smith`,
      email: uniqueEmail('review'),
      country: 'GB',
      phoneNumber: '+44 7700 900123',
      startDate: await openStartDate(request, packageId, { days: 7 }),
      numberOfDays: 7,
      numberOfPeople: 1,
      paymentMethod: 'cash',
      language,
    },
  })
  expect(booked.status()).toBe(201)
  const link = await surfcamp('review-link', '--reference', (await booked.json()).bookingReference)
  const token = new URL(link.match(/https?:\/\/\S+token=[\w-]+/)![0]).searchParams.get('token')
  const sent = await request.post('/api/v1/reviews', { data: { token, rating: 5, comment } })
  expect(sent.ok()).toBe(true)
  return { name, packageId, comment }
}

/** A question of the FAQ, help or booking help: the `summary` of its native disclosure. */
export const question = (page: Page, name: string | RegExp) =>
  page.locator('summary').filter({ has: page.getByRole('heading', { name }) })

export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname)
}

type Colour = [number, number, number]

/** A real PNG, written byte by byte so an upload goes through the server's image checks. `colour`
 * is one colour for the whole picture or a function of the pixel's position (a gradient). */
export function png(width: number, height: number, colour: Colour | ((x: number, y: number) => Colour)): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const pixel = typeof colour === 'function' ? colour : () => colour
  const stride = width * 3 + 1
  const rows = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), y * stride + 1 + x * 3)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Picks a star rating as a guest does: a click on the visible star (the radio itself is visually hidden). */
export async function rate(page: Page, starsLabel: string) {
  const radio = page.getByRole('radio', { name: starsLabel })
  await page.locator('label').filter({ has: radio }).click()
  await expect(radio).toBeChecked()
}

/** The home page loads its sections under the hero as the visitor scrolls: scroll towards them as a visitor would. */
export async function scrollThroughHome(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor()
  // The placeholder is gone once the sections are in (a tall window shows them at once).
  await page.evaluate(() => document.querySelector('[data-testid="home-below-the-fold"]')?.scrollIntoView())
  await page.getByTestId('featured-deal').waitFor()
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Fails on a serious or critical WCAG 2.1 A/AA violation on the page (or inside `include`), naming up
 * to three nodes each; `allRules` counts axe's other rules (best practices) too.
 */
export async function expectNoSeriousViolation(page: Page, include?: string, { allRules = false } = {}) {
  const builder = allRules ? new AxeBuilder({ page }) : new AxeBuilder({ page }).withTags(WCAG_21_AA)
  const results = await (include ? builder.include(include) : builder).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
  expect(serious, serious.join('\n')).toEqual([])
}
