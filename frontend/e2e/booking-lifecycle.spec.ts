import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { demo, signedIn, surfcamp, uniqueEmail } from './support'

const OWNER_PACKAGE = 'anchor-point-surf-house-7-day-beginner-surf-coaching' // a package of the demo owner's camp

async function requestBooking(request: APIRequestContext, email: string): Promise<string> {
  const pkg = await request.get(`/api/v1/packages/${OWNER_PACKAGE}`)
  expect(pkg.ok()).toBeTruthy()
  const start = new Date(Date.now() + 45 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const response = await request.post('/api/v1/bookings', {
    data: {
      packageId: (await pkg.json()).id,
      fullName: 'Maya Lifecycle',
      email,
      country: 'GB',
      phoneNumber: '+44 7700 900123',
      startDate: start,
      numberOfDays: 7,
      numberOfPeople: 1,
      paymentMethod: 'bank-transfer',
      language: 'en',
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).bookingReference as string
}

/** The "My booking" link of the last e-mail to `email`, as a path on the server under test. */
async function myBookingPath(email: string): Promise<string> {
  const link = new URL(await surfcamp('mail', 'last', '--to', email, '--link'))
  expect(link.pathname).toBe('/my-booking')
  return link.pathname + link.search
}

async function ownerCard(page: Page, reference: string) {
  await signedIn(page, demo.owner, '/camp-owner')
  await page.getByRole('tab', { name: 'Bookings' }).click()
  return page.locator(`[data-testid="owner-booking"][data-reference="${reference}"]`)
}

test('a booking after the request: My booking, the thread, the owner, a cancellation with the policy refund, the history', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000) // three people, one booking: a long walk on a shared machine
  const email = uniqueEmail('lifecycle')
  const reference = await requestBooking(request, email)

  // The traveller opens "My booking" from the acknowledgement e-mail and writes to the camp.
  const traveller = await browser.newPage()
  const myBooking = await myBookingPath(email)
  await traveller.goto(myBooking)
  await expect(traveller.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible()
  await expect(traveller.getByTestId('my-booking-status')).toHaveText('Pending')
  await expect(traveller.getByTestId('refund')).toHaveText('No payment has been taken: cancelling now costs nothing.')
  await traveller.getByLabel('Your message').fill('Can I bring my own board?')
  await traveller.getByRole('button', { name: 'Send message' }).click()
  await expect(traveller.getByTestId('thread-message')).toHaveText(/Can I bring my own board\?/)
  await expect(traveller.getByLabel('Your message')).toHaveValue('')

  // The owner sees it with an unread badge, reads it and answers; the traveller gets the e-mail.
  const owner = await browser.newPage()
  const card = await ownerCard(owner, reference)
  await expect(card.getByTestId('unread-badge')).toHaveText('1 unread message')
  await card.getByRole('button', { name: `Messages ${reference}` }).click()
  const thread = card.getByTestId('owner-thread')
  await expect(thread.getByTestId('thread-message')).toHaveText(/Can I bring my own board\?/)
  await expect(card.getByTestId('unread-badge')).toHaveCount(0)
  await thread.getByLabel('Your message').fill('Of course, there is a board rack.')
  await thread.getByRole('button', { name: 'Send message' }).click()
  await expect(thread.getByTestId('thread-message')).toHaveCount(2)
  const answerMail = await surfcamp('mail', 'last', '--to', email)
  expect(answerMail).toContain(`Subject: New message about booking ${reference}`)
  expect(answerMail).toContain('Of course, there is a board rack.')

  // The owner confirms; the traveller sees it and what cancelling now gives back.
  await card.getByRole('button', { name: `Confirm ${reference}` }).click()
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible()
  await traveller.goto(await myBookingPath(email)) // the link of the confirmation e-mail: the same page
  await expect(traveller.getByTestId('my-booking-status')).toHaveText('Confirmed')
  await expect(traveller.getByTestId('thread-message').nth(1)).toHaveText(/board rack/)
  const booked = JSON.parse(await surfcamp('booking', 'show', '--reference', reference)) as { amountInCurrency: string }
  // The whole amount, as the policy gives it 45 days ahead (the page leaves out zero cents, the e-mail writes them).
  const full = `€${Number(booked.amountInCurrency).toLocaleString('en')}`
  await expect(traveller.getByTestId('refund')).toHaveText(
    new RegExp(`^If you cancel now, you get the full amount back: ${full}(\\.00)?\\.$`),
  )
  await traveller.getByRole('button', { name: 'Cancel my booking' }).click()
  const dialog = traveller.getByRole('dialog', { name: `Cancel booking ${reference}?` })
  await dialog.getByLabel('Why are you cancelling? (optional)').fill('My flight was cancelled')
  await dialog.getByRole('button', { name: 'Cancel my booking' }).click()
  await expect(traveller.getByTestId('my-booking-status')).toHaveText('Cancelled')
  // The thread closed with the booking: no box to write in, and why.
  await expect(traveller.getByTestId('thread-closed')).toContainText('This conversation is closed')
  await expect(traveller.getByLabel('Your message')).toHaveCount(0)
  const cancelled = await surfcamp('mail', 'last', '--to', email)
  expect(cancelled).toContain('As you asked, your booking')
  expect(cancelled).toMatch(new RegExp(`you get the full amount back: ${full}(\\.00)?\\.`))

  // The back office's details show every step.
  const admin = await browser.newPage()
  await signedIn(admin, demo.superAdmin, '/admin/bookings')
  await admin.getByPlaceholder('Search by name, email, reference or camp…').fill(reference)
  await admin.getByRole('button', { name: `Details ${reference}` }).click()
  const history = admin.getByRole('list', { name: 'Messages and history' })
  const events = history.getByTestId('thread-event')
  await expect(events).toHaveCount(3)
  await expect(events.nth(0)).toContainText('Booking requested by Maya Lifecycle')
  await expect(events.nth(1)).toContainText('Demo Camp Owner (Camp): Pending → Confirmed')
  await expect(events.nth(2)).toContainText('Maya Lifecycle (Traveller): Confirmed → Cancelled')
  await expect(events.nth(2)).toContainText('My flight was cancelled')
  await expect(history.getByTestId('thread-message')).toHaveCount(2)
})

/** The CSV a click on "Export CSV" downloads: its file name and its rows (a UTF-8 BOM, if any, left out). */
async function exportedCsv(page: Page): Promise<{ name: string; rows: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const path = await download.path()
  const text = readFileSync(path, 'utf-8').replace(/^\uFEFF/, '')
  return { name: download.suggestedFilename(), rows: text.split(/\r?\n/).filter((line) => line !== '') }
}

test('the owner and the back office download their bookings as CSV; the back office export follows its filters', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const reference = await requestBooking(request, uniqueEmail('export'))

  const owner = await browser.newPage()
  await ownerCard(owner, reference)
  const mine = await exportedCsv(owner)
  expect(mine.name).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(mine.rows[0]).toContain('Reference')
  expect(mine.rows.some((row) => row.includes(reference) && row.includes('Maya Lifecycle'))).toBe(true)

  const admin = await browser.newPage()
  await signedIn(admin, demo.superAdmin, `/admin/bookings?q=${reference}&status=pending`)
  await expect(admin.getByRole('button', { name: `Details ${reference}` })).toBeVisible()
  const filtered = await exportedCsv(admin)
  expect(filtered.name).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(filtered.rows).toHaveLength(2) // the header and the one booking the filters find
  expect(filtered.rows[1]).toContain(reference)
})

test('a deep link keeps its filters through a reload: the back office bookings and the public camp list', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const reference = await requestBooking(request, uniqueEmail('deeplink'))
  const admin = await browser.newPage()
  await signedIn(admin, demo.superAdmin, `/admin/bookings?q=${reference}&status=pending&from=2020-01-01`)
  await admin.reload()
  await expect(admin.getByPlaceholder('Search by name, email, reference or camp…')).toHaveValue(reference)
  await expect(admin.getByLabel('Arriving from')).toHaveValue('2020-01-01')
  await expect(admin.getByRole('button', { name: `Details ${reference}` })).toBeVisible()
  await expect(admin.getByRole('button', { name: /^Details / })).toHaveCount(1)
  expect(new URL(admin.url()).searchParams.get('status')).toBe('pending')

  // The public list: an arrival day and a town, read back from the URL after a reload (server-rendered first).
  const day = new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const visitor = await browser.newPage()
  await visitor.goto(`/surf-camps?location=taghazout&date=${day}`)
  await visitor.reload()
  const search = visitor.getByRole('search')
  await expect(search.getByLabel('Available on')).toHaveValue(day)
  await expect(search.getByLabel('Location')).toHaveValue('taghazout')
  const cards = visitor.getByTestId('camp-card')
  await expect(cards.first()).toBeVisible()
  // Every card shown can start on that day, and says so.
  const shortDay = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
  await expect(cards.first().getByTestId('next-available')).toHaveText(`Available on ${shortDay}`)
})
