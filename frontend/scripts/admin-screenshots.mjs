// Screenshots of every back-office screen and dialog at 1280 and 375 px, in English, French and German.
// The back office speaks its account's language: the script sets it (PATCH /auth/me) before signing in.
//   node scripts/admin-screenshots.mjs [baseURL] [outDir]
import { chromium, request as http } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { mkdirSync } from 'node:fs'

const base = process.argv[2] ?? 'http://127.0.0.1:8123'
const out = process.argv[3] ?? 'test-results/admin-screenshots'
mkdirSync(out, { recursive: true })

const browser = await chromium.launch(chromiumLaunchOptions)

const screens = [
  ['dashboard', '/admin/dashboard'],
  ['bookings', '/admin/bookings'],
  ['camps', '/admin/camps'],
  ['packages', '/admin/packages'],
  ['analytics', '/admin/analytics'],
  ['content', '/admin/content'],
  ['users', '/admin/users'],
  ['submissions', '/admin/submissions'],
  ['contact', '/admin/contact-messages'],
  ['newsletter', '/admin/newsletter-subscribers'],
  ['chat', '/admin/chat-leads'],
  ['audit', '/admin/audit-log'],
]

async function shot(page, name) {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true })
}

// A form or details dialog is a dialog; a delete confirmation is an alert dialog (Radix AlertDialog).
async function dialog(page, name, open) {
  await open()
  await page.getByRole('dialog').or(page.getByRole('alertdialog')).waitFor()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${out}/${name}.png` })
  await page.keyboard.press('Escape')
}

const admin = { email: 'admin@surfcamp.local', password: 'DemoAdmin2024!' }

/** The account's language, which the back office speaks (a context of its own: the browser's stays signed out). */
async function setAccountLanguage(language) {
  const request = await http.newContext()
  const login = await request.post(base + '/api/v1/auth/login', { data: admin })
  if (!login.ok()) throw new Error(`sign-in: ${login.status()} ${await login.text()}`)
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` }
  const changed = await request.patch(base + '/api/v1/auth/me', { data: { language }, headers })
  if (!changed.ok()) throw new Error(`language: ${changed.status()} ${await changed.text()}`)
  await request.dispose()
}

for (const lang of ['en', 'fr', 'de']) {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } })
    const page = await context.newPage()
    await setAccountLanguage(lang)
    await page.goto(base + '/admin/login', { waitUntil: 'networkidle' })
    await page.locator('input[type=email]').fill(admin.email)
    await page.locator('input[type=password]').fill(admin.password)
    await page.locator('form button[type=submit]').click()
    await page.waitForURL('**/admin/dashboard')
    await page.locator(`html[lang=${lang}]`).waitFor()
    const tag = `${lang}-${width}`
    for (const [name, path] of screens) {
      await page.goto(base + path)
      await shot(page, `${name}-${tag}`)
    }
    await page.goto(base + '/admin/bookings')
    await page.waitForLoadState('networkidle')
    await dialog(page, `booking-details-${tag}`, () =>
      page.getByTestId('booking-row').first().getByRole('button').first().click(),
    )
    await dialog(page, `booking-update-${tag}`, async () => {
      await page.getByTestId('booking-row').first().getByRole('button').nth(1).click()
      await page.getByRole('dialog').locator('select').selectOption('cancelled')
    })
    await page.goto(base + '/admin/camps')
    await page.waitForLoadState('networkidle')
    // A card ends with Edit and Delete (a pending camp's "Preview and approve" comes before them).
    await dialog(page, `camp-form-${tag}`, () =>
      page.getByTestId('camp-card').first().getByRole('button').nth(-2).click(),
    )
    await dialog(page, `camp-delete-${tag}`, () =>
      page.getByTestId('camp-card').first().getByRole('button').last().click(),
    )
    await page.goto(base + '/admin/packages')
    await page.waitForLoadState('networkidle')
    await dialog(page, `package-form-${tag}`, () =>
      page.getByTestId('package-row').first().getByRole('button').first().click(),
    )
    await page.goto(base + '/admin/content')
    await page.waitForLoadState('networkidle')
    await dialog(page, `content-form-${tag}`, () => page.locator('main button').first().click())
    await page.goto(base + '/admin/users')
    await page.waitForLoadState('networkidle')
    await dialog(page, `user-edit-${tag}`, () => page.getByTestId('user-row').first().getByRole('button').click())
    await page.goto(base + '/admin/submissions')
    await page.waitForLoadState('networkidle')
    if (await page.getByTestId('submission-row').count())
      await dialog(page, `submission-review-${tag}`, () =>
        page.getByTestId('submission-row').first().getByRole('button').click(),
      )
    await context.close()
  }
}
// The demo admin speaks English again, as seeded.
await setAccountLanguage('en')
await browser.close()
console.log(`screenshots in ${out}`)
