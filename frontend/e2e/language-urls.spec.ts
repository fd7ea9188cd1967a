import { expect, test } from '@playwright/test'
import { expectPath, scrollThroughHome } from './support'

// Each language has its own URL, a page that duplicates another leads to it, and the camp list's
// landing pages are pages of their own (issue 16: "Each language has its own URL everywhere").

test('the switch goes to the French URL with the same filter, and an unprefixed page is English again', async ({
  page,
}) => {
  await page.goto('/surf-camps?location=imsouane')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Morocco Surf Camp Search Results' })).toBeVisible()

  await page.getByRole('link', { name: 'FR', exact: true }).first().click()
  await expectPath(page, '/fr/surf-camps')
  expect(new URL(page.url()).search).toBe('?location=imsouane')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Résultats de recherche de surf camps au Maroc' }),
  ).toBeVisible()
  await expect(page.getByRole('search').getByLabel('Lieu')).toHaveValue('imsouane')
  // Links stay in French.
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/fr/contact')

  // The French choice does not follow the visitor to an unprefixed URL: that URL is English.
  await page.goto('/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
})

test('the server answers an unprefixed URL in English whatever the browser prefers', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE' } })
  const page = await context.newPage()
  const response = await page.request.get('/surf-camps')
  expect(await response.text()).toContain('<html lang="en"')
  await page.goto('/faq')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible()
  await context.close()
})

for (const [path, target] of [
  ['/pricing?utm_source=news', '/join-partner?utm_source=news#pricing'],
  ['/fr/careers', '/fr/about#careers'],
  ['/de/press', '/de/about#press'],
  ['/register-camp', '/partner-signup'],
]) {
  test(`${path} answers with its canonical page ${target}`, async ({ page }) => {
    const response = await page.request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(target)
    await page.goto(path)
    const url = new URL(page.url())
    expect(url.pathname + url.search + url.hash).toBe(target)
  })
}

test('/surf-coaching-package leads to the featured package’s own page, in the same language', async ({ page }) => {
  const response = await page.request.get('/de/surf-coaching-package', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  const location = response.headers()['location'] ?? ''
  expect(location).toMatch(/^\/de\/packages\/\d+\/anchor-point-surf-house-7-day-beginner-surf-coaching$/)
  await page.goto('/de/surf-coaching-package')
  await expectPath(page, location)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The home page's deal links straight there.
  await page.goto('/de')
  await scrollThroughHome(page)
  // ... at its booking form.
  await expect(page.getByTestId('featured-deal').getByRole('link', { name: 'Jetzt buchen' })).toHaveAttribute(
    'href',
    location.replace(/^(\/de\/packages\/\d+)\/.*$/, '$1/book'),
  )
})

test('a landing page has its own title, description and heading in German', async ({ page }) => {
  const response = await page.request.get('/de/imsouane-camps')
  const html = await response.text()
  expect(html).toContain('<html lang="de"')
  expect(html).toContain('<title>Surfcamps in Imsouane | Morocco Surf Camps</title>')
  expect(html).toContain('<meta name="description" content="Surfcamps in Imsouane, dem Fischerdorf')
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/de\/imsouane-camps">/)

  await page.goto('/de/imsouane-camps')
  await expect(page).toHaveTitle('Surfcamps in Imsouane | Morocco Surf Camps')
  await expect(page.getByRole('heading', { level: 1, name: 'Surfcamps in Imsouane' })).toBeVisible()
  await expect(page.getByTestId('result-count')).toHaveText(/^Surfcamps in Imsouane, dem Fischerdorf/)
  const cards = page.getByTestId('camp-card')
  await expect(cards.first()).toBeVisible()
  for (const place of await cards.getByText(/, Marokko$/).allTextContents()) expect(place).toBe('Imsouane, Marokko')

  // The footer leads to every landing page, in German.
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: 'Surfcamps in Agadir' })).toHaveAttribute('href', '/de/agadir-camps')
  await expect(footer.getByRole('link', { name: 'Surf- und Yogacamps' })).toHaveAttribute('href', '/de/surf-yoga-camps')
})

test('a filtered list URL names its landing page as canonical', async ({ page }) => {
  const html = await (await page.request.get('/fr/surf-camps?location=imsouane')).text()
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/fr\/imsouane-camps">/)
  const combined = await (await page.request.get('/surf-camps?location=imsouane&budget=300-400')).text()
  expect(combined).toMatch(/<link rel="canonical" href="[^"]*\/surf-camps">/)
})
