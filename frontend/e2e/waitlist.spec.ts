import { expect, test, type APIRequestContext } from '@playwright/test'
import { surfcamp, uniqueEmail } from './support'

// Nobody is written to without asking: the waitlist's confirmation link, and a thread that closed with its booking.
const SLUG = 'anchor-point-surf-house-7-day-beginner-surf-coaching'
const SHOTS = process.env.SHOTS_DIR

function isoIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

async function packageId(request: APIRequestContext): Promise<number> {
  const pkg = await request.get(`/api/v1/packages/${SLUG}`)
  expect(pkg.ok()).toBeTruthy()
  return (await pkg.json()).id as number
}

/** The first link of the last e-mail to `email`, as a path on the server under test. */
async function linkOfLastMail(email: string): Promise<string> {
  const link = new URL(await surfcamp('mail', 'last', '--to', email, '--link'))
  return link.pathname + link.search
}

test('a waitlist sign-up is confirmed from its e-mail, in the traveller’s language', async ({ page, request }) => {
  const email = uniqueEmail('waitlist')
  const id = await packageId(request)
  const joined = await request.post('/api/v1/availability/waitlist', {
    data: { packageId: id, startDate: isoIn(120), numberOfDays: 7, email, language: 'fr' },
  })
  expect(joined.status()).toBe(201)
  const mail = await surfcamp('mail', 'last', '--to', email)
  expect(mail).toContain('Subject: Merci de confirmer')
  // Signing up again for the same stay sends nothing more.
  const again = await request.post('/api/v1/availability/waitlist', {
    data: { packageId: id, startDate: isoIn(120), numberOfDays: 7, email, language: 'fr' },
  })
  expect(again.status()).toBe(201)
  expect(await surfcamp('mail', 'last', '--to', email)).toBe(mail)
  const confirm = await linkOfLastMail(email)
  expect(confirm).toMatch(/^\/fr\/waitlist\/confirm\?token=/)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(confirm) // again is fine: the link can be opened twice
    await expect(page.getByRole('heading', { name: 'Vous êtes sur la liste d’attente' })).toBeVisible()
    await expect(page.getByRole('status')).toContainText('Nous vous écrirons si des places se libèrent')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/waitlist-confirmed-fr-${width}.png`, fullPage: true })
  }
})

test('a cancelled booking’s thread says it is closed instead of offering a box', async ({ page, request }) => {
  const email = uniqueEmail('closed-thread')
  const booked = await request.post('/api/v1/bookings', {
    data: {
      packageId: await packageId(request),
      fullName: 'Camille Martin',
      email,
      country: 'FR',
      phoneNumber: '+33 6 12 34 56 78',
      startDate: isoIn(60),
      numberOfDays: 7,
      numberOfPeople: 1,
      paymentMethod: 'bank-transfer',
      language: 'fr',
    },
  })
  expect(booked.status()).toBe(201)
  const myBooking = await linkOfLastMail(email)
  expect(myBooking).toMatch(/^\/fr\/my-booking\?token=/)
  const token = new URLSearchParams(myBooking.split('?')[1]).get('token')
  const cancelled = await request.post(`/api/v1/my-booking/${token}/cancel`, { data: { reason: 'Vol annulé' } })
  expect(cancelled.ok()).toBeTruthy()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(myBooking)
    const closed = page.getByTestId('thread-closed')
    await expect(closed).toContainText('Cette conversation est close')
    await expect(page.getByLabel('Votre message')).toHaveCount(0)
    await closed.scrollIntoViewIfNeeded()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/thread-closed-fr-${width}.png` })
  }
  const refused = await request.post(`/api/v1/my-booking/${token}/messages`, { data: { body: 'Encore là ?' } })
  expect(refused.status()).toBe(409)
})
