import { expect, test } from '@playwright/test'
import { expectPath } from './support'

test('switching to FR and DE translates the navbar and footer, each at its own URL', async ({ page }) => {
  await page.goto('/about')
  const nav = page.getByRole('navigation', { name: /Main navigation|Navigation principale|Hauptnavigation/ })
  const footer = page.locator('footer')
  await expect(nav.getByRole('link', { name: 'Surf Camps', exact: true })).toBeVisible()
  await expect(footer.getByText('Verified Local Partners')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await page.getByRole('link', { name: 'FR', exact: true }).click()
  await expectPath(page, '/fr/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('link', { name: 'Devenir partenaire surf' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible()
  await expect(footer.getByText('Partenaires locaux vérifiés')).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Conditions générales' })).toBeVisible()

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(nav.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'DE', exact: true }).click()
  await expectPath(page, '/de/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(nav.getByRole('link', { name: 'Startseite', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Surf-Partner werden' })).toBeVisible()
  await expect(footer.getByText('Geprüfte lokale Partner')).toBeVisible()

  await page.reload()
  await expect(nav.getByRole('link', { name: 'Startseite', exact: true })).toBeVisible()
  await expect(footer.getByText('Sichere Zahlung')).toBeVisible()

  await page.getByRole('link', { name: 'EN', exact: true }).click()
  await expectPath(page, '/about')
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
})

test('a language prefix has its own URL and the selector switches the prefix', async ({ page }) => {
  await page.goto('/fr/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de nous' })).toBeVisible()
  // Links stay inside the French version.
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact', exact: true }),
  ).toHaveAttribute('href', '/fr/contact')

  await page.getByRole('link', { name: 'DE', exact: true }).click()
  await expectPath(page, '/de/about')
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible()

  await page.getByRole('link', { name: 'EN', exact: true }).click()
  await expectPath(page, '/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
})

test('the WhatsApp widget opens a prefilled chat in a new tab', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Chat with us on WhatsApp' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const link = page.getByRole('link', { name: 'Start chat' })
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*Taghazout/)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
})
