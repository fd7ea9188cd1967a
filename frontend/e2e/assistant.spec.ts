import { expect, test, type Page } from '@playwright/test'
import { uniqueEmail } from './support'

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Open the surf assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'Surf Assistant' })
  await expect(panel).toBeVisible()
  return panel
}

async function ask(
  page: Page,
  text: string,
  { dialog = 'Surf Assistant', placeholder = 'Ask about surf camps...' } = {},
) {
  const panel = page.getByRole('dialog', { name: dialog })
  const before = await panel.getByRole('log').getByRole('listitem').count()
  await panel.getByPlaceholder(placeholder).fill(text)
  await panel.getByPlaceholder(placeholder).press('Enter')
  await expect(panel.getByTestId('typing-indicator')).toHaveCount(0)
  await expect.poll(() => panel.getByRole('log').getByRole('listitem').count()).toBeGreaterThanOrEqual(before + 2)
}

test('the assistant greets, recommends real packages with links and keeps context', async ({ page }) => {
  await page.goto('/about')
  const panel = await openAssistant(page)
  await expect(panel.getByText('Online • Ready to help!')).toBeVisible()
  await expect(panel.getByRole('log')).toContainText('beginner, intermediate or advanced')
  const send = panel.getByRole('button', { name: 'Send' })
  await expect(send).toBeDisabled()
  await panel.getByPlaceholder('Ask about surf camps...').fill('   ')
  await expect(send).toBeDisabled()

  await ask(page, "I'm a beginner")
  const links = panel.getByRole('log').getByRole('link', { name: /View package/ })
  await expect(links.first()).toBeVisible()
  await ask(page, 'In Tamraght please, what is the cancellation policy?')
  await expect(panel.getByRole('log')).toContainText('free cancellation up to 72 hours before arrival')
  await expect(panel.getByRole('log')).toContainText('beginner · Tamraght')
  const href = await panel
    .getByRole('log')
    .getByRole('link', { name: /View package/ })
    .last()
    .getAttribute('href')
  expect(href).toMatch(/^\/packages\/\d+\/[\w-]+$/)
  await panel
    .getByRole('log')
    .getByRole('link', { name: /View package/ })
    .last()
    .click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('after four messages the e-mail field appears; saving thanks the visitor and hides it', async ({ page }) => {
  await page.goto('/faq')
  const panel = await openAssistant(page)
  await ask(page, 'Hello')
  await expect(panel.getByPlaceholder('Your email...')).toHaveCount(0)
  await ask(page, 'How far is the airport?')
  await expect(panel.getByRole('log')).toContainText('about 30 minutes by car from Taghazout')
  const email = panel.getByPlaceholder('Your email...')
  await expect(email).toBeVisible()
  await email.fill('no-at-sign')
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(panel.getByRole('alert')).toHaveText('Please enter a valid email')
  await email.fill(uniqueEmail('chat'))
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(panel.getByRole('log')).toContainText('personalised surf camp recommendations')
  await expect(panel.getByPlaceholder('Your email...')).toHaveCount(0)
})

test('on the home page the assistant asks for the e-mail two seconds after a reply', async ({ page }) => {
  await page.goto('/')
  const panel = await openAssistant(page)
  await ask(page, 'Hi')
  await ask(page, 'I am an intermediate surfer')
  await expect(panel.getByRole('log')).toContainText('if you leave your e-mail below', { timeout: 5000 })
})

test('failure, Escape and the close icon', async ({ page }) => {
  await page.goto('/contact')
  const panel = await openAssistant(page)
  await expect(panel.getByPlaceholder('Ask about surf camps...')).toBeFocused()
  await page.route('**/api/v1/assistant/chat', (route) => route.abort())
  await panel.getByPlaceholder('Ask about surf camps...').fill('Hello?')
  await panel.getByRole('button', { name: 'Send' }).click()
  await expect(
    panel.getByText('Sorry, I’m having trouble right now. Please try again or contact us via WhatsApp!'),
  ).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open the surf assistant' })).toBeFocused()
  await openAssistant(page)
  await page
    .getByRole('dialog', { name: 'Surf Assistant' })
    .getByRole('button', { name: 'Close the surf assistant' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Surf Assistant' })).toBeHidden()
})

test('the assistant answers in German on the German site', async ({ page }) => {
  await page.goto('/de/faq')
  await page.getByRole('button', { name: 'Surf-Assistenten öffnen' }).click()
  const panel = page.getByRole('dialog', { name: 'Surf-Assistent' })
  await expect(panel.getByText('Online • Bereit zu helfen!')).toBeVisible()
  await panel.getByPlaceholder('Fragen Sie nach Surfcamps...').fill('Wie kann ich bezahlen?')
  await panel.getByPlaceholder('Fragen Sie nach Surfcamps...').press('Enter')
  await expect(panel.getByRole('log')).toContainText('Überweisung, PayPal oder bar')
})

test('on the French site at 375 px the assistant names the cheapest, answers one month and replies in the visitor’s language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/fr/faq')
  // On a phone the floating buttons come once the visitor scrolls (they would cover the first screen).
  await page.mouse.wheel(0, 300)
  await page.getByRole('button', { name: 'Ouvrir l’assistant surf' }).click()
  const panel = page.getByRole('dialog', { name: 'Assistant Surf' })
  const french = { dialog: 'Assistant Surf', placeholder: 'Posez vos questions sur les surf camps...' }
  const lastReply = () => panel.getByRole('log').locator('div[lang]').last()

  await ask(page, 'Quel est le camp le moins cher à Tamraght ?', french)
  await expect(lastReply()).toHaveAttribute('lang', 'fr')
  const answer = (await lastReply().textContent()) ?? ''
  const named =
    /Le package le moins cher \(Tamraght\) est (.+?) \(.+?, Tamraght\)\u202f: ([\d\u202f]+)\u00a0€ par personne/.exec(
      answer,
    )
  expect(named, answer).not.toBeNull()
  const [, name, price] = named!
  // The cards follow in the same order: the first is the named package, none is cheaper.
  const cards = panel.getByRole('log').getByRole('link', { name: /Voir le package/ })
  await expect(cards.first()).toContainText(name)
  const euros = (label: string) => Number(label.replace(/[^\d,]/g, '').replace(',', '.'))
  for (const card of await cards.all()) {
    expect(euros((await card.locator('.text-ocean-800').textContent()) ?? '')).toBeGreaterThanOrEqual(euros(price))
  }

  await ask(page, 'Quel temps fait-il en janvier ?', french)
  await expect(lastReply()).toContainText("En janvier, c'est l'hiver")
  await expect(lastReply()).not.toContainText('juillet')
  // The guide the answer quotes opens in French, inside the site.
  await expect(lastReply().getByRole('link', { name: /\/fr\/blog\/best-time-surf-morocco-2025$/ })).toHaveAttribute(
    'href',
    '/fr/blog/best-time-surf-morocco-2025',
  )

  await ask(page, "What's the cheapest camp in Tamraght?", french)
  await expect(lastReply()).toHaveAttribute('lang', 'en')
  // The same package, named in English this time, at the same price.
  await expect(lastReply()).toContainText('The cheapest package (Tamraght) is ')
  await expect(lastReply()).toContainText(`: €${price.replace(/\u202f/g, ',')} per person`)

  await ask(page, "J'ai 500 euros pour une semaine", french)
  await expect(lastReply()).toHaveAttribute('lang', 'fr')
  await expect(lastReply()).toContainText("jusqu'à 500 € · 7 jours")
  const box = await panel.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(375)
})

test('on the German site the assistant names the best months and the places on a day, whose link opens the form on it', async ({
  page,
}) => {
  await page.goto('/de/faq')
  await page.getByRole('button', { name: 'Surf-Assistenten öffnen' }).click()
  const panel = page.getByRole('dialog', { name: 'Surf-Assistent' })
  const german = { dialog: 'Surf-Assistent', placeholder: 'Fragen Sie nach Surfcamps...' }
  const lastReply = () => panel.getByRole('log').locator('div[lang]').last()

  await ask(page, 'Was ist der beste Monat zum Surfen in Taghazout?', german)
  // The seasons guide's short answer, level by level: not a list of packages.
  await expect(lastReply()).toContainText('die besten Monate je nach Niveau')
  await expect(lastReply()).toContainText('Anfänger: später Frühling (April bis Juni)')
  await expect(lastReply()).toContainText('Fortgeschrittene: November bis März')

  await ask(page, 'Wir sind zu zweit. Gibt es noch Plätze am 10. Januar?', german)
  await expect(lastReply()).toContainText(
    /Am 10\. Januar 20\d\d (können diese Pakete für 2 Personen beginnen|beginnen)|Kein Paket/,
  )
  const link = panel
    .getByRole('log')
    .getByRole('link', { name: /Paket ansehen/ })
    .last()
  const href = (await link.getAttribute('href'))!
  const start = /[?&]start=(\d{4}-\d{2}-\d{2})/.exec(href)
  expect(href, href).toMatch(/^\/de\/packages\/\d+\/book\?start=\d{4}-\d{2}-\d{2}&people=2$/)
  await link.click()
  const form = page.getByRole('dialog', { name: 'Buchen Sie Ihr Surfabenteuer' })
  await expect(form.getByLabel(/Anreisedatum/)).toHaveValue(start![1]!)
  await expect(form.getByLabel('Anzahl der Personen')).toHaveValue('2')
})
