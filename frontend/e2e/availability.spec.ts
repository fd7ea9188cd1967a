import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { demo, expectPath, resetAccountLanguage, signIn, signedIn, surfcamp, uniqueEmail } from './support'

// A package of the demo owner's camp; its stays are booked far enough ahead that no other spec or
// seeded booking shares the dates.
const SLUG = 'anchor-point-surf-house-7-day-beginner-surf-coaching'
const PACKAGE = '7-Day Beginner Surf Coaching'
const SHOTS = process.env.SHOTS_DIR

function isoIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return date.toISOString().slice(0, 10)
}

function monthsAhead(iso: string): number {
  const now = new Date()
  const date = new Date(`${iso}T00:00:00Z`)
  return (date.getUTCFullYear() - now.getUTCFullYear()) * 12 + date.getUTCMonth() - now.getUTCMonth()
}

const START = isoIn(150)
const BLOCKED = isoIn(162) // a 7-day stay starting 156 .. 162 runs over it
// Busy the 3rd to the 9th of the month ten months ahead on the other site (end exclusive): after
// BLOCKED (162 days ahead, the 10th six months ahead on 29 Nov) and the hold test's stay (220 days).
const FEED_WEEK = [3, 10].map((day) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 10, day)).toISOString().slice(0, 10)
})
const FEED_LAST = `${FEED_WEEK[0].slice(0, 8)}09`

function icsDate(iso: string): string {
  return iso.replaceAll('-', '')
}

async function openCalendar(page: Page) {
  await signedIn(page, demo.owner, '/camp-owner')
  await page.getByRole('tab', { name: 'Calendar' }).click()
  const calendar = page.getByTestId('package-calendar')
  await calendar.getByLabel('Package').selectOption({ label: PACKAGE })
  return calendar
}

async function showMonth(calendar: Locator, iso: string) {
  for (let i = 0; i < monthsAhead(iso); i++) await calendar.getByRole('button', { name: 'Next month' }).click()
  await expect(calendar.locator(`[data-calendar-day="${iso}"]`)).toBeVisible()
}

async function openForm(page: Page, email: string, people: number) {
  await page.goto(`/packages/${SLUG}#booking`)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.locator('[name=fullName]').fill('Lena Fischer')
  await dialog.locator('[name=email]').fill(email)
  await dialog.locator('[name=country]').selectOption('DE')
  await dialog.locator('[name=phoneNumber]').fill('+49 170 1234567')
  await dialog.locator('[name=numberOfDays]').selectOption('7')
  await dialog.locator('[name=startDate]').fill(START)
  await expect(dialog.getByTestId('start-date-status')).toContainText(/places? left/)
  await dialog.locator('[name=numberOfPeople]').selectOption(String(people))
  await dialog.locator('input[value=paypal]').check()
  return dialog
}

test.describe('availability', () => {
  let feedServer: Server
  let feedUrl = ''

  test.beforeAll(async () => {
    const body = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${icsDate(FEED_WEEK[0])}`,
      `DTEND;VALUE=DATE:${icsDate(FEED_WEEK[1])}`,
      'UID:e2e-week@airbnb.com',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n')
    feedServer = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/calendar' })
      response.end(body)
    })
    await new Promise<void>((done) => feedServer.listen(0, '127.0.0.1', done))
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/listing.ics`
  })

  test.afterAll(async () => {
    await new Promise((done) => feedServer.close(done))
  })

  test('an owner sets places and blocks days; travellers see them, the last places go once, holds expire, a feed blocks a week', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    // The owner: 4 places a day, and a day blocked by hand.
    const calendar = await openCalendar(page)
    await calendar.getByLabel('Places per day').fill('4')
    await calendar.getByRole('button', { name: 'Save rules' }).click()
    await expect(calendar.getByText('Rules saved.')).toBeVisible()
    await showMonth(calendar, BLOCKED)
    const blockedDay = calendar.locator(`[data-calendar-day="${BLOCKED}"]`)
    await blockedDay.focus()
    await page.keyboard.press('Enter')
    await expect(blockedDay).toHaveAttribute('aria-pressed', 'true')
    await calendar.getByRole('button', { name: 'Block', exact: true }).click()
    await expect(calendar.getByText('Calendar saved.')).toBeVisible()
    await expect(blockedDay).toHaveAttribute('aria-label', /Blocked by you/)

    // A third traveller opens the form first, for 3 people, while 4 places are left.
    const late = await browser.newPage()
    const lateForm = await openForm(late, uniqueEmail('late'), 3)

    // The first traveller sees the blocked day's stays disabled and books 2 places: half of the day's,
    // as much as travellers without a confirmed booking may hold together, so they are held.
    const first = await openForm(page, uniqueEmail('first'), 2)
    const grid = first.getByTestId('start-date-calendar')
    if (BLOCKED.slice(0, 7) !== START.slice(0, 7)) await grid.getByRole('button', { name: 'Next month' }).click()
    await expect(grid.locator(`button[data-day="${BLOCKED}"]`)).toBeDisabled()
    await expect(grid.locator(`button[data-day="${BLOCKED}"]`)).toHaveAttribute('aria-label', /not available/)
    if (BLOCKED.slice(0, 7) !== START.slice(0, 7)) await grid.getByRole('button', { name: 'Previous month' }).click()
    await expect(first.getByTestId('start-date-status')).toContainText('4 places left')
    await first.getByRole('button', { name: 'Complete Booking' }).click()
    await expect(page.getByRole('heading', { name: 'Booking Submitted Successfully!' })).toBeVisible()
    await expect(page.getByTestId('success-hold')).toContainText('The places are held for you until')

    // The second traveller sees 2 places left, and can choose 2 people at most.
    const second = await browser.newPage()
    const secondForm = await openForm(second, uniqueEmail('second'), 1)
    await expect(secondForm.getByTestId('start-date-status')).toContainText('2 places left')
    await expect(secondForm.locator('[name=numberOfPeople] option')).toHaveCount(2)
    await second.close()

    // The third request, for 3 on that date, is refused with the nearest dates; the form keeps its values.
    await lateForm.getByRole('button', { name: 'Complete Booking' }).click()
    const notice = lateForm.getByTestId('date-unavailable')
    await expect(notice).toContainText('not enough places left')
    await expect(notice.getByRole('button', { name: /^Start on / }).first()).toBeVisible()
    await expect(lateForm.locator('[name=fullName]')).toHaveValue('Lena Fischer')
    await late.close()

    // The hold expires (the jobs run as if 49 hours had passed) and the places come back.
    const jobs = JSON.parse(await surfcamp('run-jobs', '--hours-ahead', '49')) as Record<string, number>
    expect(jobs.holds_expired).toBeGreaterThanOrEqual(1)
    const pkg = (await (await request.get(`/api/v1/packages/${SLUG}`)).json()) as { id: number }
    const after = await request.get(`/api/v1/availability/packages/${pkg.id}`, {
      params: { from: START, to: START, days: 7, people: 1 },
    })
    expect(((await after.json()) as { starts: { left: number }[] }).starts[0].left).toBe(4)

    // An imported calendar blocks a week.
    await page.goto('/camp-owner')
    const owner = page.getByTestId('package-calendar')
    await page.getByRole('tab', { name: 'Calendar' }).click()
    await owner.getByLabel('Package').selectOption({ label: PACKAGE })
    await page.getByLabel('Name').fill('Airbnb')
    await page.getByLabel('iCalendar address').fill(feedUrl)
    await page.getByRole('button', { name: 'Add calendar' }).click()
    await expect(page.getByTestId('calendar-feed').filter({ hasText: 'Airbnb' }).last()).toContainText('1 busy period')
    await showMonth(owner, FEED_WEEK[0])
    await expect(owner.locator(`[data-calendar-day="${FEED_WEEK[0]}"]`)).toHaveAttribute(
      'aria-label',
      /Blocked by Airbnb/,
    )
    await expect(owner.locator(`[data-calendar-day="${FEED_LAST}"]`)).toHaveAttribute('aria-label', /Blocked by Airbnb/)
    await expect(owner.locator(`[data-calendar-day="${FEED_WEEK[1]}"]`)).not.toHaveAttribute('aria-label', /Blocked/)
  })

  test('screenshots of the owner calendar and the date picker', async ({ page, request }) => {
    test.skip(!SHOTS, 'set SHOTS_DIR to take them')
    test.setTimeout(180_000)
    for (const lang of ['en', 'fr'] as const) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${lang === 'en' ? '' : '/fr'}/packages/${SLUG}#booking`)
        const dialog = page.getByRole('dialog')
        await dialog.locator('[name=startDate]').fill(START)
        await dialog.getByTestId('start-date-calendar').scrollIntoViewIfNeeded()
        await expect(dialog.getByTestId('start-date-status')).toContainText(/\d/)
        await page.screenshot({ path: `${SHOTS}/picker-${lang}-${width}.png` })
      }
    }
    const login = await request.post('/api/v1/auth/login', { data: demo.owner })
    const token = ((await login.json()) as { accessToken: string }).accessToken
    for (const lang of ['en', 'fr'] as const) {
      await request.patch('/api/v1/auth/me', {
        data: { language: lang },
        headers: { Authorization: `Bearer ${token}` },
      })
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 1000 })
        if (lang === 'en' && width === 375) {
          await signIn(page, '/camp-owner/login', demo.owner)
          await expectPath(page, '/camp-owner')
        } else {
          await page.goto('/camp-owner')
        }
        await page.getByRole('tab', { name: /Calendar|Calendrier/ }).click()
        const calendar = page.getByTestId('package-calendar')
        await calendar.getByRole('combobox').first().selectOption({ label: PACKAGE })
        for (let i = 0; i < monthsAhead(START); i++) {
          await calendar.getByRole('button', { name: /Next month|Mois suivant/ }).click()
        }
        await expect(calendar.locator(`[data-calendar-day="${START}"]`)).toBeVisible()
        await page.screenshot({ path: `${SHOTS}/owner-calendar-${lang}-${width}.png`, fullPage: true })
      }
    }
    await resetAccountLanguage(request, demo.owner)
  })

  test('the owner sees a suspicious hold on the bookings tab and releases it; the places come back', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const start = isoIn(220)
    const pkg = (await (await request.get(`/api/v1/packages/${SLUG}`)).json()) as { id: number }
    const left = async () => {
      const answer = await request.get(`/api/v1/availability/packages/${pkg.id}`, {
        params: { from: start, to: start, days: 7, people: 1 },
      })
      return ((await answer.json()) as { starts: { left: number }[] }).starts[0].left
    }
    const before = await left()
    // One sender, three addresses (every e2e request comes from 127.0.0.1: one network).
    const references: string[] = []
    for (const name of ['Max Muster', 'Moritz Muster', 'Mia Muster']) {
      const booked = await request.post('/api/v1/bookings', {
        data: {
          packageId: pkg.id,
          fullName: name,
          email: uniqueEmail('rotating'),
          country: 'DE',
          phoneNumber: '+49 170 1234567',
          startDate: start,
          numberOfDays: 7,
          numberOfPeople: 1,
          paymentMethod: 'bank-transfer',
          language: 'de',
        },
      })
      expect(booked.status()).toBe(201)
      references.push(((await booked.json()) as { bookingReference: string }).bookingReference)
    }
    // The first holds its place (the others may not: travellers without a confirmed booking hold half a day at most).
    const held = await left()
    expect(held).toBeLessThan(before)

    const login = await request.post('/api/v1/auth/login', { data: demo.owner })
    const token = ((await login.json()) as { accessToken: string }).accessToken
    await request.patch('/api/v1/auth/me', { data: { language: 'de' }, headers: { Authorization: `Bearer ${token}` } })
    const last = references[0]
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 1000 })
      if (width === 375) await signedIn(page, demo.owner, '/camp-owner')
      else await page.goto('/camp-owner')
      await page.getByRole('tab', { name: 'Buchungen' }).click()
      const card = page.locator(`[data-testid="owner-booking"][data-reference="${last}"]`)
      await expect(card.getByTestId('hold-notice')).toHaveAttribute('data-suspicious', 'true')
      await expect(card).toContainText('Verdächtige Reservierung')
      await expect(card).toContainText('Mehrere Adressen desselben Absenders')
      await card.scrollIntoViewIfNeeded()
      if (SHOTS) await card.screenshot({ path: `${SHOTS}/owner-suspicious-hold-de-${width}.png` })
    }

    // The calendar lists it among the requests holding places, flagged, its days marked.
    await page.getByRole('tab', { name: 'Kalender' }).click()
    const calendar = page.getByTestId('package-calendar')
    await calendar.getByRole('combobox').first().selectOption({ label: PACKAGE })
    for (let i = 0; i < monthsAhead(start); i++) await calendar.getByRole('button', { name: 'Nächster Monat' }).click()
    const holds = calendar.getByTestId('calendar-holds')
    await expect(holds).toContainText(last)
    await expect(calendar.locator(`[data-calendar-day="${start}"]`)).toHaveAttribute(
      'aria-label',
      /verdächtige Reservierung/,
    )
    if (SHOTS) await holds.screenshot({ path: `${SHOTS}/owner-calendar-holds-de-1280.png` })
    await page.getByRole('tab', { name: 'Buchungen' }).click()

    // Released with the keyboard, after a confirmation: the request stays, its place is free again.
    const card = page.locator(`[data-testid="owner-booking"][data-reference="${last}"]`)
    await card.getByRole('button', { name: `Plätze freigeben ${last}` }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: `Die von ${last} freigehaltenen Plätze freigeben?` })
    await expect(dialog).toContainText('Die Anfrage bleibt offen')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/owner-release-hold-de-1280.png` })
    await dialog.getByRole('button', { name: 'Plätze freigeben' }).click()
    await expect(page.getByText('Die Plätze sind freigegeben und wieder verfügbar.')).toBeVisible()
    await expect(card).toContainText('Plätze freigegeben')
    await expect(card).toContainText('Offen')
    expect(await left()).toBe(held + 1)
    await resetAccountLanguage(request, demo.owner)
  })
})
