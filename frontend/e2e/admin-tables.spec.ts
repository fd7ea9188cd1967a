import { expect, test } from '@playwright/test'
import { demo, expectPath, signIn, expectNoSeriousViolation } from './support'

// Every back-office list is the one DataTable: sortable headers, server paging, cards on phones.
const LISTS = [
  '/admin/bookings',
  '/admin/packages',
  '/admin/content',
  '/admin/users',
  '/admin/submissions',
  '/admin/reviews',
  '/admin/contact-messages',
  '/admin/newsletter-subscribers',
  '/admin/chat-leads',
  '/admin/audit-log',
]

for (const width of [1280, 375]) {
  test(`admin lists have no serious accessibility violation at ${width} px`, async ({ page }) => {
    // Ten lists, each scanned by axe: about 30 s on a busy 2-core runner, so three times the usual limit.
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, '/admin/login', demo.superAdmin)
    await expectPath(page, '/admin/dashboard')
    for (const path of LISTS) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoSeriousViolation(page)
    }
  })
}

test('the packages table sorts by price', async ({ page }) => {
  await signIn(page, '/admin/login', demo.superAdmin)
  await expectPath(page, '/admin/dashboard')
  await page.goto('/admin/packages')
  await expect(page.getByTestId('package-row').first()).toBeVisible()
  await page.getByRole('button', { name: 'Price' }).click()
  await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending')
  const prices = async () =>
    (await page.getByTestId('package-row').locator('td:nth-child(3)').allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    )
  const ascending = await prices()
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
})
