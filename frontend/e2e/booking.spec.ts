import { expect, test, type Locator, type Page } from '@playwright/test'
import { openStartDate, surfcamp, uniqueEmail } from './support'

type StoredBooking = {
  bookingReference: string
  amountInCurrency: string
  bookingAmount: string
  currency: string
  language: string
  numberOfPeople: number
  addOns: string[]
  country: string
}

async function fill(page: Page, dialog: Locator, email: string) {
  // An open date of the package the dialog books (places are counted per date across the specs).
  const packageId = Number(/\/packages\/(\d+)/.exec(new URL(page.url()).pathname)![1])
  const start = await openStartDate(page.request, packageId, { people: 2 })
  await dialog.locator('[name=fullName]').fill('Lena Fischer')
  await dialog.locator('[name=email]').fill(email)
  await dialog.locator('[name=country]').selectOption('DE')
  await dialog.locator('[name=phoneNumber]').fill('+49 170 1234567')
  await dialog.locator('[name=numberOfPeople]').selectOption('2')
  await dialog.locator('[name=startDate]').fill(start)
  // Extra yoga: every package sells it (the transfer and photos only where not included).
  await dialog.locator('input[value=extra-yoga]').check()
  await dialog.locator('input[name=currency][value=USD]').check({ force: true })
  await dialog.locator('input[value=paypal]').check()
}

async function openFromFirstCard(page: Page, prefix = ''): Promise<Locator> {
  await page.goto(`${prefix}/surf-camps`)
  await page
    .getByTestId('camp-card')
    .first()
    .getByRole('link', { name: /Book Now|Réserver|Jetzt buchen/ })
    .click()
  await expect(page).toHaveURL(/\/packages\/\d+\/book$/)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

test('booking from a card: validation messages, then the success view with the server amount stored', async ({
  page,
}) => {
  const dialog = await openFromFirstCard(page)
  await expect(dialog.getByRole('heading', { name: 'Book Your Surf Adventure' })).toBeVisible()
  // The page behind the modal is hidden from assistive technology while it is open.
  const packageName = await page.locator('h1').textContent()
  await expect(dialog.getByTestId('selected-package')).toContainText(packageName!)

  await dialog.getByRole('button', { name: 'Complete Booking' }).click()
  for (const text of [
    'Full name is required',
    'Email is required',
    'Country is required',
    'Phone number is required',
    'Start date is required',
    'Please select a payment method',
  ]) {
    await expect(dialog.getByText(text)).toBeVisible()
  }
  await dialog.locator('[name=email]').fill('not-an-email')
  await dialog.getByRole('button', { name: 'Complete Booking' }).click()
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible()

  const email = uniqueEmail('booking')
  await fill(page, dialog, email)
  await expect(dialog.getByText('Full name is required')).toHaveCount(0)
  const config = await (await page.request.get('/api/v1/site-config')).json()
  await expect(dialog.getByTestId('confirmation-promise')).toContainText(`within ${config.confirmationHours} hours`)
  await expect(dialog.getByTestId('cancellation-policy')).toContainText(
    `${config.cancellationPolicy.freeUntilHours} hours`,
  )
  const summaryTotal = await dialog.getByTestId('summary-total').textContent()

  await dialog.getByRole('button', { name: 'Complete Booking' }).click()
  const success = page.getByTestId('booking-success')
  await expect(success).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Booking Submitted Successfully!' })).toBeVisible()
  await expect(success).toContainText(`within ${config.confirmationHours} hours`)
  const reference = (await success.getByTestId('booking-reference').textContent())!.trim()
  expect(reference).toMatch(/^SC-[2-9A-HJ-NP-Z]{6}$/)
  const shownAmount = (await success.getByTestId('booking-amount').textContent())!.trim()
  expect(shownAmount).toBe(summaryTotal!.trim()) // the TypeScript mirror agreed with the server

  const stored = JSON.parse(await surfcamp('booking', 'show', '--reference', reference)) as StoredBooking
  expect(stored.currency).toBe('USD')
  expect(stored.numberOfPeople).toBe(2)
  expect(stored.addOns).toEqual(['extra-yoga'])
  expect(stored.country).toBe('DE')
  const formatted = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(Number(stored.amountInCurrency))
  expect(shownAmount).toBe(formatted)

  await success.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).not.toHaveURL(/#booking/)
})

for (const lang of [
  {
    prefix: '/fr',
    title: 'Réservez votre aventure surf',
    submit: 'Finaliser la réservation',
    required: 'Le nom complet est obligatoire',
    success: 'Réservation envoyée avec succès\u202f!',
    currency: 'USD',
  },
  {
    prefix: '/de',
    title: 'Buchen Sie Ihr Surfabenteuer',
    submit: 'Buchung abschließen',
    required: 'Bitte geben Sie Ihren vollständigen Namen an',
    success: 'Buchung erfolgreich gesendet!',
    currency: 'USD',
  },
]) {
  test(`the same booking in ${lang.prefix.slice(1)}`, async ({ page }) => {
    const dialog = await openFromFirstCard(page, lang.prefix)
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/packages/`))
    await expect(dialog.getByRole('heading', { name: lang.title })).toBeVisible()
    await dialog.getByRole('button', { name: lang.submit }).click()
    await expect(dialog.getByText(lang.required)).toBeVisible()
    await fill(page, dialog, uniqueEmail(`booking-${lang.prefix.slice(1)}`))
    await dialog.getByRole('button', { name: lang.submit }).click()
    await expect(page.getByRole('dialog', { name: lang.success })).toBeVisible()
    const reference = (await page.getByTestId('booking-reference').textContent())!.trim()
    const stored = JSON.parse(await surfcamp('booking', 'show', '--reference', reference)) as StoredBooking
    expect(stored.language).toBe(lang.prefix.slice(1))
    const shown = (await page.getByTestId('booking-amount').textContent())!.replace(/\s/g, ' ')
    expect(shown.replace(/[^\d]/g, '')).toBe(String(Math.round(Number(stored.amountInCurrency))))
  })
}

test('a double-clicked submit creates one booking', async ({ page }) => {
  const dialog = await openFromFirstCard(page)
  const email = uniqueEmail('double')
  await fill(page, dialog, email)
  await dialog.getByRole('button', { name: 'Complete Booking' }).dblclick()
  await expect(page.getByTestId('booking-success')).toBeVisible()
  const rows = JSON.parse(await surfcamp('booking', 'list', '--email', email)) as StoredBooking[]
  expect(rows).toHaveLength(1)
})

test('the booking dialog is keyboard usable: Escape closes it and the form keeps its input', async ({ page }) => {
  await page.goto('/packages/1')
  await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book Your Surf Adventure' })
  await dialog.getByLabel(/Full name/).fill('Keyboard Surfer')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().click()
  await expect(page.getByRole('dialog').getByLabel(/Full name/)).toHaveValue('Keyboard Surfer')
})

type PackageApi = {
  id: number
  maxPeople: number
  includedFeatures: string[]
  addOns: { key: string; price: string; perDay: boolean }[]
}
type CardApi = { id: number; maxPeople: number }

test('a package that includes the airport transfer does not sell it; add-ons are priced in the chosen currency', async ({
  page,
}) => {
  const cards = ((await (await page.request.get('/api/v1/camps?pageSize=48')).json()) as { items: CardApi[] }).items
  const packages = await Promise.all(
    cards.map(async (c) => (await (await page.request.get(`/api/v1/packages/${c.id}`)).json()) as PackageApi),
  )
  const withTransfer = packages.find((p) => p.includedFeatures.some((f) => /airport/i.test(f)))!
  expect(withTransfer.addOns.map((a) => a.key)).not.toContain('airport-transfer')
  await page.goto(`/de/packages/${withTransfer.id}#booking`)
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('input[value=extra-yoga]')).toBeVisible()
  await expect(dialog.locator('input[value=airport-transfer]')).toHaveCount(0)
  // The server refuses it too.
  const refused = await page.request.post('/api/v1/bookings/quote', {
    data: { packageId: withTransfer.id, addOns: ['airport-transfer'] },
  })
  expect(refused.status()).toBe(422)
  expect((await refused.json()).fields).toEqual({ addOns: 'not_offered' })

  await dialog.locator('input[name=currency][value=GBP]').check({ force: true })
  const yoga = dialog.locator('label', { has: page.locator('input[value=extra-yoga]') })
  await expect(yoga).toContainText('£') // 15 EUR a day at the GBP rate, not €15
  await expect(yoga).not.toContainText('€')
  await dialog.locator('input[value=extra-yoga]').check()
  const days = Number(await dialog.locator('[name=numberOfDays]').inputValue())
  const quote = await (
    await page.request.post('/api/v1/bookings/quote', {
      data: { packageId: withTransfer.id, numberOfDays: days, addOns: ['extra-yoga'], currency: 'GBP' },
    })
  ).json()
  // The summary's add-on line is the server's amount in pounds, formatted for German.
  const amount = Number(quote.addOns[0].amountInCurrency)
  const digits = Number.isInteger(amount) ? 0 : 2
  const pounds = new Intl.NumberFormat('de', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
  await expect(dialog.getByTestId('booking-summary')).toContainText(pounds)
})

test('one group size: card, package page, form and server agree', async ({ page }) => {
  const cards = ((await (await page.request.get('/api/v1/camps?pageSize=48')).json()) as { items: CardApi[] }).items
  for (const card of cards) expect(card.maxPeople).toBeLessThanOrEqual(8)
  const card = cards[0]!
  await page.goto(`/fr/packages/${card.id}#booking`)
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('[name=numberOfPeople] option')).toHaveCount(card.maxPeople)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('booking-card')).toContainText(String(card.maxPeople))
  await expect(page.getByText('N/A')).toHaveCount(0)
  const tooMany = await page.request.post('/api/v1/bookings/quote', {
    data: { packageId: card.id, numberOfPeople: card.maxPeople + 1 },
  })
  expect(tooMany.status()).toBe(422)
})

for (const width of [1280, 375]) {
  test(`the total bar sits flush on the dialog's bottom edge, nothing of the form shows below it, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const dialog = await openFromFirstCard(page, '/fr')
    const body = dialog.getByTestId('dialog-body')
    const bar = dialog.getByTestId('booking-total-bar')
    for (const scroll of ['top', 'bottom'] as const) {
      await body.evaluate((el, to) => el.scrollTo({ top: to === 'top' ? 0 : el.scrollHeight }), scroll)
      const [bodyBox, barBox] = [(await body.boundingBox())!, (await bar.boundingBox())!]
      expect(Math.abs(bodyBox.y + bodyBox.height - (barBox.y + barBox.height)), `bar at the ${scroll}`).toBeLessThan(1)
    }
  })
}

test('the start-date calendar is used with the keyboard alone at 375 px in French: → → ↓ Enter picks the day focused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/fr/packages/1')
  await page.getByRole('main').getByRole('link', { name: 'Réserver' }).first().click()
  const dialog = page.getByRole('dialog')
  const calendar = dialog.getByTestId('start-date-calendar')
  await expect(calendar.getByRole('grid')).toBeVisible()
  await expect(calendar).not.toHaveAttribute('aria-busy', 'true')
  // From the date field, Tab reaches the grid's one tab stop.
  await dialog.locator('[name=startDate]').focus()
  const focusedDay = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day ?? null)
  for (let i = 0; i < 6 && !(await focusedDay()); i++) await page.keyboard.press('Tab')
  const first = await focusedDay()
  expect(first).toBeTruthy()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  const moved = await focusedDay()
  expect(moved).not.toBe(first)
  // The browser's focus ring is on that day, and Enter picks it.
  await expect(calendar.locator(`button[data-day="${moved}"]`)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.locator('[name=startDate]')).toHaveValue(moved!)
  await expect(dialog.getByRole('alert')).toHaveCount(0) // Enter picked a day, it did not send the form
})
