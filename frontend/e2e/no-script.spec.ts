import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { database, openStartDate, surfcamp, uniqueEmail } from './support'

// The public forms work from the server's HTML (backend/app/seo/forms.py, docs/performance.md "Without
// JavaScript"): a booking request, its field errors and its success page, the contact form, a FAQ answer.
// Its own package and days: 230 days ahead and on, where no other spec books.

const COLUMNS =
  'package_id, full_name, guest_country, guest_phone, start_date, number_of_days, number_of_people, ' +
  'surfing_level, add_ons, currency, payment_method, special_requests, booking_amount, amount_in_currency, status'

async function stored(reference: string): Promise<unknown[]> {
  const { rows } = await database(`SELECT ${COLUMNS}, language FROM bookings WHERE booking_reference = ?`, reference)
  expect(rows).toHaveLength(1)
  return rows[0]!
}

async function somePackage(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/camps?pageSize=12&lang=fr')
  expect(response.ok()).toBeTruthy()
  const items = (await response.json()).items as Array<{ id: number }>
  return items[Math.min(2, items.length - 1)]!.id
}

/** Camille's booking request as the script sends it (booking-form's JSON, use-booking-submit.ts), in French. */
async function sendWithScript(
  request: APIRequestContext,
  packageId: number,
  email: string,
  startDate: string,
  extra: Record<string, unknown> = {},
) {
  const pkg = (await (await request.get(`/api/v1/packages/${packageId}`)).json()) as {
    durationDays: number
    difficultyLevel: string
  }
  return request.post('/api/v1/bookings', {
    headers: { 'Idempotency-Key': `no-script-${email}` },
    data: {
      packageId,
      fullName: 'Camille Martin',
      email,
      country: 'FR',
      phoneNumber: '+33 6 12 34 56 78',
      startDate,
      numberOfDays: [3, 4, 5, 6, 7, 8, 9, 10, 14].includes(pkg.durationDays) ? pkg.durationDays : 7,
      numberOfPeople: 1,
      surfingLevel: ['beginner', 'intermediate', 'advanced'].includes(pkg.difficultyLevel)
        ? pkg.difficultyLevel
        : 'beginner',
      addOns: [],
      currency: 'EUR',
      paymentMethod: 'cash',
      language: 'fr',
      ...extra,
    },
  })
}

async function withoutScript(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 })
}

test.describe('without JavaScript (fr, 375 px)', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })

  test('a booking request from a package page: a field error corrected, the success page, stored as with the script', async ({
    page,
    request,
  }) => {
    await withoutScript(page)
    const packageId = await somePackage(request)
    const start = await openStartDate(request, packageId, { people: 2, after: 230 })
    const email = uniqueEmail('noscript')

    await page.goto(`/fr/packages/${packageId}`)
    // Book Now is a link to the booking form's own page.
    await page.getByRole('main').getByRole('link', { name: 'Réserver' }).first().click()
    await expect(page).toHaveURL(new RegExp(`/fr/packages/${packageId}/book$`))
    const form = page.getByTestId('booking-form')
    await expect(page.getByRole('heading', { level: 1, name: 'Réservez votre aventure surf' })).toBeVisible()

    // Everything but the phone number.
    await form.locator('[name=fullName]').fill('Camille Martin')
    await form.locator('[name=email]').fill(email)
    await form.locator('[name=country]').selectOption('FR')
    await form.locator('[name=startDate]').fill(start)
    await form.locator('[name=specialRequests]').fill('Végétarienne')
    await form.locator('input[name=paymentMethod][value=cash]').check()
    await form.getByRole('button', { name: 'Finaliser la réservation' }).click()

    // The server's page again: the error next to its field, in French, and what was typed kept.
    await expect(page).toHaveURL(new RegExp(`/fr/packages/${packageId}/book$`))
    await expect(form.getByText('Le numéro de téléphone est obligatoire')).toBeVisible()
    await expect(form.getByText('Veuillez vérifier les champs signalés.')).toBeVisible()
    await expect(form.locator('[name=fullName]')).toHaveValue('Camille Martin')
    await expect(form.locator('[name=email]')).toHaveValue(email)
    await expect(form.locator('[name=country]')).toHaveValue('FR')
    await expect(form.locator('[name=startDate]')).toHaveValue(start)
    await expect(form.locator('[name=specialRequests]')).toHaveValue('Végétarienne')
    await expect(form.locator('input[name=paymentMethod][value=cash]')).toBeChecked()

    await form.locator('[name=phoneNumber]').fill('+33 6 12 34 56 78')
    // What the browser is about to post, to post it again below.
    const fields: Record<string, string> = { _form: 'booking' }
    for (const name of ['formToken', 'fullName', 'email', 'country', 'phoneNumber', 'numberOfDays', 'numberOfPeople'])
      fields[name] = await form.locator(`[name=${name}]`).inputValue()
    Object.assign(fields, { startDate: start, surfingLevel: await form.locator('[name=surfingLevel]').inputValue() })
    Object.assign(fields, { specialRequests: 'Végétarienne', currency: 'EUR', paymentMethod: 'cash' })
    await form.getByRole('button', { name: 'Finaliser la réservation' }).click()

    // Post/Redirect/Get: the success page the dialog shows.
    await expect(page).toHaveURL(new RegExp(`/fr/packages/${packageId}/book\\?sent=`))
    const success = page.getByTestId('booking-success')
    await expect(page.getByRole('heading', { name: 'Réservation envoyée avec succès !' })).toBeVisible()
    const reference = (await success.getByTestId('booking-reference').textContent())!.trim()
    expect(reference).toMatch(/^SC-/)
    await expect(success).toContainText(email)

    // The same form posted again (a double click, a resent page) makes no second booking: its one-time
    // token is the request's Idempotency-Key; the answer is the same success page.
    const again = await page.request.post(`/fr/packages/${packageId}/book`, { form: fields, maxRedirects: 0 })
    expect(again.status()).toBe(303)
    await page.goto(again.headers()['location']!)
    await expect(page.getByTestId('booking-reference')).toHaveText(reference)
    const { rows } = await database('SELECT count(*) FROM bookings WHERE email = ?', email)
    expect(rows[0]![0]).toBe(1)

    // The same request as the script sends it (booking-form's JSON, use-booking-submit.ts).
    const sent = await sendWithScript(request, packageId, email, start, { specialRequests: 'Végétarienne' })
    expect(sent.status(), await sent.text()).toBe(201)
    const withScript = await stored((await sent.json()).bookingReference)
    expect(await stored(reference)).toEqual(withScript)
    expect(withScript.at(-1)).toBe('fr')
  })

  test('the contact form is sent, and a FAQ answer opens', async ({ page }) => {
    await withoutScript(page)
    await page.goto('/fr/contact')
    const form = page.locator('form', { has: page.locator('[name=message]') })
    await form.locator('[name=name]').fill('Camille Martin')
    await form.locator('[name=email]').fill('pas-une-adresse')
    await form.locator('[name=message]').fill('Bonjour, avez-vous de la place en mars ?')
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    // Refused by the server's own rule, in French, what was typed kept.
    await expect(form.locator('[name=message]')).toHaveValue('Bonjour, avez-vous de la place en mars ?')
    await expect(form.locator('[name=email]')).toHaveAttribute('aria-invalid', 'true')
    await form.locator('[name=email]').fill(uniqueEmail('noscript-contact'))
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page).toHaveURL(/\/fr\/contact\?sent=contact$/)
    await expect(page.getByText('Merci pour votre message ! Nous vous répondrons très vite.')).toBeVisible()

    await page.goto('/fr/faq')
    const question = page.locator('details > summary').first()
    const answer = page.locator('details').first().locator('summary + *')
    await expect(answer).toBeHidden()
    await question.click()
    await expect(answer).toBeVisible()
  })

  test('My booking: a message to the camp, other dates asked, then the booking cancelled, all from the server', async ({
    page,
    request,
  }) => {
    test.slow() // three posts and their pages, one after the other
    await withoutScript(page)
    const packageId = await somePackage(request)
    const start = await openStartDate(request, packageId, { people: 1, after: 260 })
    const email = uniqueEmail('noscript-mine')
    const booked = await sendWithScript(request, packageId, email, start)
    expect(booked.status(), await booked.text()).toBe(201)
    const reference = (await booked.json()).bookingReference as string
    const link = new URL(await surfcamp('mail', 'last', '--to', email, '--link'))
    expect(link.pathname).toBe('/fr/my-booking')
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Réservation ${reference}`)
    await expect(page.getByTestId('my-booking-status')).toHaveText('En attente')

    // A message: empty first (refused next to the box, in French), then sent into the thread.
    const messages = page.locator('#messages')
    await messages.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(messages.getByText('Veuillez écrire un message.')).toBeVisible()
    await messages.getByLabel('Votre message').fill('Pouvons-nous arriver tard le soir ?')
    await messages.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByTestId('my-booking-sent')).toHaveText('Votre message a été envoyé au camp.')
    await expect(messages.getByText('Pouvons-nous arriver tard le soir ?')).toBeVisible()

    // Other dates: a day too far is refused under the field with the note kept, then a good day asked.
    const dates = page.locator('#dates')
    await dates.getByLabel('Nouvelle date d’arrivée').fill('2001-01-01')
    await dates.getByLabel('Note pour le camp (facultatif)').fill('Une semaine plus tard')
    await dates.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(dates.getByLabel('Note pour le camp (facultatif)')).toHaveValue('Une semaine plus tard')
    await expect(dates.getByLabel('Nouvelle date d’arrivée')).toHaveAttribute('aria-invalid', 'true')
    await dates.getByLabel('Nouvelle date d’arrivée').fill(await openStartDate(request, packageId, { after: 290 }))
    await dates.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(page.getByTestId('my-booking-sent')).toHaveText(
      'Votre demande est envoyée. Vous recevrez la réponse par e-mail.',
    )
    await expect(dates).toContainText('Votre demande d’autres dates attend une réponse.')

    // Cancel: the disclosure opens the confirmation, the reason is stored.
    const cancel = page.locator('#cancel')
    await cancel.locator('summary', { hasText: 'Annuler ma réservation' }).click()
    await cancel.getByLabel('Pourquoi annulez-vous ? (facultatif)').fill('Vol annulé')
    await cancel.getByRole('button', { name: 'Annuler ma réservation' }).click()
    await expect(page.getByTestId('my-booking-sent')).toHaveText('Votre réservation est annulée.')
    await expect(page.getByTestId('my-booking-status')).toHaveText('Annulée')
    const { rows } = await database(
      'SELECT status, cancellation_reason FROM bookings WHERE booking_reference = ?',
      reference,
    )
    expect(rows[0]).toEqual(['cancelled', 'Vol annulé'])
  })
})

test('the home page’s featured deal: Book Now opens the booking form', async ({ page }) => {
  await page.goto('/')
  const deal = page.getByTestId('featured-deal')
  await deal.scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle') // hydrated: the link opens the dialog in place
  await deal.getByRole('link', { name: 'Book Now' }).click()
  await expect(page).toHaveURL(/\/packages\/[\w-]+\/book$/)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('booking-form')).toBeVisible()
})
