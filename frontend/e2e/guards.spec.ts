import { expect, test } from '@playwright/test'
import { expectPath } from './support'

const adminPaths = [
  '/admin',
  '/admin/dashboard',
  '/admin/bookings',
  '/admin/camps',
  '/admin/packages',
  '/admin/analytics',
  '/admin/content',
  '/admin/users',
  '/admin/submissions',
]

test.describe('anonymous visitors are sent to the right login page', () => {
  for (const path of adminPaths) {
    test(`${path} -> /admin/login`, async ({ page }) => {
      await page.goto(path)
      await expectPath(page, '/admin/login')
      await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible()
    })
  }

  test('/camp-owner -> /camp-owner/login', async ({ page }) => {
    await page.goto('/camp-owner')
    await expectPath(page, '/camp-owner/login')
    await expect(page.getByRole('heading', { name: 'Camp owner sign in' })).toBeVisible()
  })
})

test('public pages render inside the layout without signing in', async ({ page }) => {
  for (const path of ['/', '/surf-camps', '/packages/1/some-slug', '/about', '/blog/best-time-surf-morocco-2025']) {
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await expect(page.locator('main h1').first()).toBeVisible()
    await expect(page.getByTestId('coming-soon')).toHaveCount(0)
    await expect(page.getByText(`© ${new Date().getFullYear()} Morocco Surf Camps. All rights reserved.`)).toBeVisible()
  }
})

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.goto('/fr/pas-de-page')
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
})
