import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { database, demo, endStay, expectPath, signedIn, uniqueEmail } from './support'

const OWNER_PACKAGE = 'anchor-point-surf-house-7-day-beginner-surf-coaching' // a package of the demo owner's camp
const OWNER_CAMP = 'Anchor Point Surf House'

async function requestBooking(request: APIRequestContext, email: string): Promise<string> {
  const pkg = await request.get(`/api/v1/packages/${OWNER_PACKAGE}`)
  expect(pkg.ok()).toBeTruthy()
  const start = new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const response = await request.post('/api/v1/bookings', {
    data: {
      packageId: (await pkg.json()).id,
      fullName: 'Greta Statement',
      email,
      country: 'DE',
      phoneNumber: '+49 151 23456789',
      startDate: start,
      numberOfDays: 7,
      numberOfPeople: 1,
      paymentMethod: 'bank-transfer',
      language: 'de',
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).bookingReference as string
}

function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number)
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1)),
  )
}

test('a completed stay shows on the owner’s statement, the PDF downloads, the team marks a month paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const reference = await requestBooking(request, uniqueEmail('statement'))
  const thisMonth = new Date().toISOString().slice(0, 7)

  // The owner confirms the request and marks the stay completed: it joins this month's statement.
  const owner = await browser.newPage()
  await signedIn(owner, demo.owner, '/camp-owner')
  await owner.getByRole('tab', { name: 'Bookings' }).click()
  const card = owner.locator(`[data-testid="owner-booking"][data-reference="${reference}"]`)
  await card.getByRole('button', { name: `Confirm ${reference}` }).click()
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible()
  // The stay is still to come: it is marked completed from its last day on.
  await expect(card.getByRole('button', { name: `Mark completed ${reference}` })).toHaveCount(0)
  await endStay(reference)
  await owner.reload()
  await owner.getByRole('tab', { name: 'Bookings' }).click()
  await card.getByRole('button', { name: `Mark completed ${reference}` }).click()
  await expect(card.getByText('Completed', { exact: true })).toBeVisible()

  await owner.getByRole('tab', { name: 'Statements' }).click()
  await expect(owner.getByTestId('statements-plan')).toContainText('Start for Free')
  await expect(owner.getByTestId('statements-plan')).toContainText('15% commission on each booking')
  const current = owner.getByTestId('owner-statement').filter({ hasText: monthName(thisMonth) })
  await expect(current).toContainText('Month in progress')
  await current.getByRole('button', { name: `Bookings of ${monthName(thisMonth)}` }).click()
  const lines = owner.getByTestId('statement-lines')
  await expect(lines.getByRole('row').filter({ hasText: reference })).toContainText('Greta Statement')
  await expect(lines.getByRole('row').filter({ hasText: reference })).toContainText('15%')

  // The PDF of the month is a real PDF, named after the camp's language (English) and the month.
  const download = owner.waitForEvent('download')
  await current.getByRole('button', { name: `Download the statement for ${monthName(thisMonth)} as PDF` }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(new RegExp(`^statement-\\d+-${thisMonth}\\.pdf$`))
  const path = await file.path()
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')

  // The team marks a past month paid. The specs share one database and another one pays the demo's
  // completed months, so this stay is moved to a month of its own, a year ago: open, with one line.
  const pastMonth = new Date(Date.UTC(new Date().getUTCFullYear() - 1, new Date().getUTCMonth(), 1))
    .toISOString()
    .slice(0, 7)
  const moved = await database(
    "UPDATE bookings SET completed_at = ? || '-15 10:00:00.000000' WHERE booking_reference = ?",
    pastMonth,
    reference,
  )
  expect(moved.changed).toBe(1)
  const admin = await browser.newPage()
  await signedIn(admin, demo.superAdmin, '/admin/dashboard')
  await expect(admin.getByRole('heading', { name: 'Commission by month' })).toBeVisible()
  await expect(admin.getByTestId('commission-chart')).toContainText(/Total €\d/)
  await admin.getByRole('link', { name: 'Statements', exact: true }).first().click()
  await expectPath(admin, '/admin/statements')
  await admin.getByLabel('Camp', { exact: true }).selectOption({ label: OWNER_CAMP })
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' })
  await expect(admin.getByTestId('camp-plan')).toContainText('Start for Free')
  const paidMonth = monthName(pastMonth)
  const row = admin.getByTestId('admin-statement').filter({ hasText: paidMonth })
  await expect(row).toContainText(OWNER_CAMP)
  const markPaid = row.getByRole('button', { name: `Mark the statement of ${OWNER_CAMP} for ${paidMonth} paid` })
  await expect(markPaid).toHaveText('Mark paid')
  await markPaid.click()
  const dialog = admin.getByRole('alertdialog', { name: 'Mark this statement paid?' })
  await expect(dialog).toContainText(`${OWNER_CAMP}, ${paidMonth}`)
  await dialog.getByRole('button', { name: 'Mark paid' }).click()
  await expect(admin.getByText('The statement was marked paid.')).toBeVisible()
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Paid' })
  await expect(admin.getByTestId('admin-statement').filter({ hasText: paidMonth })).toContainText(
    'Paid by bank transfer, marked by Demo Super Admin on',
  )

  // The owner sees that month paid.
  await owner.reload()
  await owner.getByRole('tab', { name: 'Statements' }).click()
  await expect(owner.getByTestId('owner-statement').filter({ hasText: paidMonth })).toContainText(
    'Paid by bank transfer, marked by',
  )
})
