import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { scrollThroughHome } from './support'

// Every public page, in English and one other language; serious and critical violations fail.
const PAGES = ['/', '/surf-camps', '/surf-camps?location=taghazout', '/packages/1', '/about', '/contact', '/faq',
  '/help', '/booking-help', '/terms', '/privacy', '/blog', '/blog/best-time-surf-morocco-2025', '/join-partner',
  '/partner-signup', '/camp-owner/login', '/camp-owner/register', '/admin/login', '/fr/surf-camps', '/de/faq']

for (const path of PAGES) {
  test(`no serious accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await page.locator('main').first().waitFor()
    if (path === '/') await scrollThroughHome(page)
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
    expect(serious, serious.join('\n')).toEqual([])
  })
}

test('the booking dialog is accessible too', async ({ page }) => {
  await page.goto('/packages/1#booking')
  await page.getByRole('dialog').waitFor()
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})
