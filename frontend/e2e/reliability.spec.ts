import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Locator } from '@playwright/test'
import { openStartDate, surfcamp, uniqueEmail } from './support'

// The real backend made unavailable, honestly: another process holds an EXCLUSIVE lock on the e2e
// server's SQLite database (same path as scripts/e2e-env.sh), so the booking's INSERT waits out
// the busy timeout (10 s, backend/app/db.py) and fails with "database is locked"; the backend maps
// that database error to 503 {"error": "service_unavailable", ...} (backend/app/errors.py).
const here = dirname(fileURLToPath(import.meta.url))
const dataDir = process.env.E2E_DATA_DIR ?? resolve(here, '../../data/e2e')
const database = resolve(dataDir, 'e2e.db')

// The backend's own Python (its sqlite3 module) holds the lock; no sqlite3 command is needed.
const python = resolve(here, '../../backend/.venv/bin/python')
const holdLock = [
  'import sqlite3, sys',
  'db = sqlite3.connect(sys.argv[1], isolation_level=None)',
  'db.execute("BEGIN EXCLUSIVE")',
  'print("locked-now", flush=True)',
  'sys.stdin.read()',
  'db.execute("ROLLBACK")',
].join('\n')

function lockDatabase(): Promise<ChildProcessWithoutNullStreams> {
  const holder = spawn(python, ['-c', holdLock, database], { stdio: 'pipe' })
  return new Promise((ready, fail) => {
    holder.once('error', fail)
    holder.once('exit', (code) => fail(new Error(`the lock holder exited (${code})`)))
    holder.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked-now')) ready(holder)
    })
  })
}

function unlockDatabase(holder: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((done) => {
    if (holder.exitCode !== null) return done()
    holder.once('exit', () => done())
    holder.stdin.end()
  })
}

const typed: Record<string, string> = {
  fullName: 'Amira Benali',
  country: 'FR',
  phoneNumber: '+33 6 12 34 56 78',
  numberOfPeople: '3',
  startDate: '', // an open date of the package booked, found when the test opens it
  specialRequests: 'Ground-floor room, please',
}

async function expectKept(dialog: Locator, email: string) {
  await expect(dialog.locator('[name=fullName]')).toHaveValue(typed.fullName)
  await expect(dialog.locator('[name=email]')).toHaveValue(email)
  await expect(dialog.locator('[name=country]')).toHaveValue(typed.country)
  await expect(dialog.locator('[name=phoneNumber]')).toHaveValue(typed.phoneNumber)
  await expect(dialog.locator('[name=numberOfPeople]')).toHaveValue(typed.numberOfPeople)
  await expect(dialog.locator('[name=startDate]')).toHaveValue(typed.startDate)
  await expect(dialog.locator('[name=specialRequests]')).toHaveValue(typed.specialRequests)
  await expect(dialog.locator('input[value=airport-transfer]')).toBeChecked()
  await expect(dialog.locator('input[name=currency][value=GBP]')).toBeChecked()
  await expect(dialog.locator('input[value=bank-transfer]')).toBeChecked()
}

test('a database outage during booking shows the 503 banner, keeps every field, and the retry books once it is over', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.goto('/surf-camps')
  await page.getByTestId('camp-card').first().getByRole('link', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const packageId = Number(new URL(page.url()).pathname.split('/')[2])
  typed.startDate = await openStartDate(request, packageId, { people: Number(typed.numberOfPeople) })

  const email = uniqueEmail('outage')
  await dialog.locator('[name=fullName]').fill(typed.fullName)
  await dialog.locator('[name=email]').fill(email)
  await dialog.locator('[name=country]').selectOption(typed.country)
  await dialog.locator('[name=phoneNumber]').fill(typed.phoneNumber)
  await dialog.locator('[name=numberOfPeople]').selectOption(typed.numberOfPeople)
  await dialog.locator('[name=startDate]').fill(typed.startDate)
  await dialog.locator('[name=specialRequests]').fill(typed.specialRequests)
  await dialog.locator('input[value=airport-transfer]').check()
  await dialog.locator('input[name=currency][value=GBP]').check({ force: true })
  await dialog.locator('input[value=bank-transfer]').check()

  const holder = await lockDatabase()
  let answer: { status: number; body: unknown }
  try {
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/bookings') && r.request().method() === 'POST',
      { timeout: 40_000 },
    )
    await dialog.getByRole('button', { name: 'Complete Booking' }).click()
    const outage = await response
    answer = { status: outage.status(), body: await outage.json() }
    await expect(
      dialog.getByRole('alert').filter({
        hasText: 'Booking is temporarily unavailable. Please try again in a few minutes or contact us on WhatsApp.',
      }),
    ).toBeVisible()
    await expectKept(dialog, email)
    await expect(page.getByTestId('booking-success')).toHaveCount(0)
  } finally {
    await unlockDatabase(holder)
  }
  expect(answer.status).toBe(503)
  expect(answer.body).toEqual({
    error: 'service_unavailable',
    detail: 'The service is temporarily unavailable. Please try again in a moment.',
  })
  expect(JSON.parse(await surfcamp('booking', 'list', '--email', email))).toEqual([])

  // The outage is over: the same click books, with what the traveller typed before.
  await dialog.getByRole('button', { name: 'Complete Booking' }).click()
  const success = page.getByTestId('booking-success')
  await expect(success).toBeVisible({ timeout: 15_000 })
  const reference = (await success.getByTestId('booking-reference').textContent())!.trim()
  const stored = JSON.parse(await surfcamp('booking', 'list', '--email', email)) as Array<Record<string, unknown>>
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    bookingReference: reference,
    fullName: typed.fullName,
    country: typed.country,
    startDate: typed.startDate,
    numberOfPeople: Number(typed.numberOfPeople),
    addOns: ['airport-transfer'],
    currency: 'GBP',
    paymentMethod: 'bank-transfer',
  })
})
