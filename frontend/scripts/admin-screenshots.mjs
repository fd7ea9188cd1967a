// Screenshots of every back-office screen and dialog at 1280 and 375 px, in English and French.
//   node scripts/admin-screenshots.mjs [baseURL] [outDir]
import { chromium } from '@playwright/test'
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

async function dialog(page, name, open) {
  await open()
  await page.getByRole('dialog').waitFor()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${out}/${name}.png` })
  await page.keyboard.press('Escape')
}

for (const lang of ['en', 'fr']) {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } })
    const page = await context.newPage()
    if (lang === 'fr') await page.goto(base + '/fr/about', { waitUntil: 'networkidle' })
    await page.goto(base + '/admin/login', { waitUntil: 'networkidle' })
    await page.locator('input[type=email]').fill('admin@surfcamp.local')
    await page.locator('input[type=password]').fill('DemoAdmin2024!')
    await page.locator('form button[type=submit]').click()
    await page.waitForURL('**/admin/dashboard')
    const tag = `${lang}-${width}`
    for (const [name, path] of screens) {
      await page.goto(base + path)
      await shot(page, `${name}-${tag}`)
    }
    if (lang === 'en' || width === 1280) {
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
      await dialog(page, `camp-form-${tag}`, () =>
        page.getByTestId('camp-card').first().getByRole('button').first().click(),
      )
      await dialog(page, `camp-delete-${tag}`, () =>
        page.getByTestId('camp-card').first().getByRole('button').nth(1).click(),
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
    }
    await context.close()
  }
}
await browser.close()
console.log(`screenshots in ${out}`)
