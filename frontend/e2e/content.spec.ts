import { expect, test, type Locator } from '@playwright/test'
import { question, surfcamp, uniqueEmail } from './support'

test('about, careers and press share the About content with values and links', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  await expect(page).toHaveTitle(/About Us/)
  for (const value of ['Local First', 'Community', 'Trust & Safety'])
    await expect(page.getByRole('heading', { name: value })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse surf camps' })).toHaveAttribute(
    'href',
    '/surf-camps',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+/,
  )
  await expect(page.getByRole('main').getByText('15+')).toBeVisible()

  // /careers and /press lead to their sections of About.
  await page.goto('/careers')
  await expect(page).toHaveURL(/\/about#careers$/)
  await expect(page.locator('#careers').getByRole('heading', { name: 'Careers' })).toBeInViewport()
  await page.goto('/press')
  await expect(page).toHaveURL(/\/about#press$/)
  await expect(page.locator('#press').getByRole('heading', { name: 'Press' })).toBeInViewport()
  await expect(page.locator('#press').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
})

test('contact form: success clears the form, a failure keeps the data', async ({ page }) => {
  await page.goto('/contact')
  const main = page.getByRole('main')
  await expect(main.getByText('Usually within 2-4 hours')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)

  await page.getByLabel('Your name').fill('Amina E2E')
  await page.getByLabel('Email').fill(uniqueEmail('contact'))
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you have space for two people in May?')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(main.getByText('Thank you for your message! We’ll get back to you soon.')).toBeVisible()
  await expect(page.getByLabel('Your name')).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')

  await page.route('**/api/v1/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error","detail":"boom"}' }),
  )
  await page.getByLabel('Your name').fill('Amina E2E')
  await page.getByLabel('Email').fill('amina@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('Second try')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(main.getByRole('alert')).toContainText('We couldn’t send your message')
  await expect(page.getByLabel('Your name')).toHaveValue('Amina E2E')
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Second try')
})

const isOpen = (summary: Locator) =>
  summary.locator('xpath=..').evaluate((details) => (details as HTMLDetailsElement).open)

test('FAQ questions expand and collapse independently; answers follow the configuration', async ({ page }) => {
  await page.goto('/faq')
  const list = page.getByRole('region', { name: 'Questions and answers' })
  await expect(list.locator('details > summary')).toHaveCount(10)
  const experience = question(page, 'Do I need surfing experience?')
  const cancel = question(page, 'What is the cancellation policy?')
  await experience.click()
  await cancel.click()
  expect(await isOpen(experience)).toBe(true)
  expect(await isOpen(cancel)).toBe(true)
  await expect(page.getByText(/Free cancellation up to 72 hours before arrival/)).toBeVisible()
  await experience.click()
  expect(await isOpen(experience)).toBe(false)
  await expect(page.getByText(/certified coaches, soft-top boards/)).toBeHidden()
  await expect(page.getByText(/Free cancellation up to 72 hours before arrival/)).toBeVisible()
  await question(page, 'How do I get from the airport?').click()
  await expect(page.getByText(/about 30 minutes by car from Taghazout/)).toBeVisible()
  // The keyboard opens a question too (the browser's own disclosure: Enter and Space).
  await question(page, /Taghazout or Tamraght/).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Tamraght is just 5 minutes away/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ask us on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
})

test('without JavaScript the FAQ, help and booking-help answers open from the server’s page (fr)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto('/fr/faq')
    const cancel = question(page, /Quelles sont les conditions d’annulation/)
    await expect(cancel).toBeVisible()
    await cancel.click()
    await expect(page.getByText(/Annulation gratuite jusqu’à 72 heures avant l’arrivée/)).toBeVisible()
    for (const path of ['/fr/help', '/fr/booking-help']) {
      await page.goto(path)
      const first = page.locator('details > summary').first()
      const answer = page.locator('details').first().locator('summary + *')
      await expect(answer).toBeHidden()
      await first.click()
      await expect(answer).toBeVisible()
    }
  } finally {
    await context.close()
  }
})

test('help and booking help', async ({ page }) => {
  await page.goto('/help')
  for (const title of ['Booking & availability', 'Payment & cancellation', 'Your surf trip'])
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Send an e-mail' })).toHaveAttribute('href', /^mailto:.+@/)
  await expect(page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible()
  await question(page, 'When will my booking be confirmed?').click()
  await expect(page.getByText('Our team confirms availability within 24 hours by WhatsApp or e-mail.')).toBeVisible()

  await page.getByRole('link', { name: 'Booking help →' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Help' })).toBeVisible()
  const steps = page.getByRole('list').filter({ hasText: 'Choose your camp' })
  await expect(steps.getByRole('listitem')).toHaveCount(4)
  await expect(page.getByRole('heading', { name: 'Availability confirmed within 24 hours' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Payment & security' })).toBeVisible()
})

test('terms and privacy', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible()
  await expect(page.getByText('Effective December 2024')).toBeVisible()
  for (const title of [
    'Our service',
    'Booking and payment',
    'Cancellation',
    'Traveller responsibilities',
    'Host responsibilities',
    'Liability',
    'Dispute resolution',
    'Governing law',
    'Changes to these terms',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`\\d+\\. ${title}$`) })).toBeVisible()
  }
  await expect(page.getByText(/governed by Moroccan law/)).toBeVisible()
  await expect(page.getByText(/Free cancellation up to 72 hours/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact Legal Team' })).toHaveAttribute('href', /^mailto:legal@/)

  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText(/We use no tracking or advertising cookies/)).toBeVisible()
  await expect(page.getByRole('heading', { name: /Your rights \(GDPR\)/ })).toBeVisible()
})

test('newsletter unsubscribe link: success, invalid and missing token', async ({ page, request }) => {
  const email = uniqueEmail('news')
  expect((await request.post('/api/v1/newsletter', { data: { email, language: 'en' } })).ok()).toBe(true)
  const mail = await surfcamp('mail', 'last', '--to', email)
  const token = /newsletter\/unsubscribe\?token=([\w-]+)/.exec(mail)?.[1]
  expect(token).toBeTruthy()
  await page.goto(`/newsletter/unsubscribe?token=${token}`)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('You are unsubscribed')).toBeVisible()

  await page.goto('/newsletter/unsubscribe?token=not-a-real-token-123')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('This link is not valid')).toBeVisible()

  await page.goto('/newsletter/unsubscribe')
  await expect(page.getByText('This page needs the unsubscribe link from a newsletter e-mail.')).toBeVisible()
})

test('content pages in French and German', async ({ page }) => {
  await page.goto('/fr/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible()
  await question(page, /Quelles sont les conditions d’annulation/).click()
  await expect(page.getByText(/Annulation gratuite jusqu’à 72 heures avant l’arrivée/)).toBeVisible()
  await page.goto('/de/contact')
  await expect(page.getByText('Meist innerhalb von 2–4 Stunden')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeVisible()
  await page.goto('/de/terms')
  await expect(page.getByText(/marokkanischem Recht/)).toBeVisible()
})
