// Screenshots of the main screens at phone and desktop widths, for a human look.
//   node scripts/screenshots.mjs [baseURL] [outDir]
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { mkdirSync } from 'node:fs'

const base = process.argv[2] ?? 'http://127.0.0.1:8123'
const out = process.argv[3] ?? 'test-results/screenshots'
mkdirSync(out, { recursive: true })

const browser = await chromium.launch(chromiumLaunchOptions)

const pages = [
  { name: 'home', path: '/' },
  { name: 'owner-login', path: '/camp-owner/login' },
  { name: 'owner-register', path: '/camp-owner/register' },
  { name: 'admin-login', path: '/admin/login' },
]

for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } })
  const page = await context.newPage()
  for (const { name, path } of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true })
  }
  if (width < 500) {
    await page.goto(base + '/', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Chat with us on WhatsApp' }).click()
    await page.screenshot({ path: `${out}/home-menu-open-${width}.png` })
  }
  await page.goto(base + '/admin/login', { waitUntil: 'networkidle' })
  await page.getByLabel('Email').fill(process.env.SHOT_ADMIN_EMAIL ?? 'admin@surfcamp.local')
  await page.getByLabel('Password', { exact: true }).fill(process.env.SHOT_ADMIN_PASSWORD ?? 'DemoAdmin2024!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin/dashboard')
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `${out}/admin-dashboard-${width}.png`, fullPage: true })
  // Last: visiting a /fr URL also remembers French for unprefixed pages.
  await page.goto(base + '/fr/about', { waitUntil: 'networkidle' })
  await page.screenshot({ path: `${out}/fr-about-${width}.png`, fullPage: true })
  await context.close()
}
await browser.close()
console.log(`screenshots in ${out}`)
