import { expect, test, type Page } from '@playwright/test'
import { expectPath, scrollThroughHome } from './support'

type CampPage = { total: number; items: { id: number; location: string; difficulty: string; name: string }[] }

async function campsFromApi(page: Page, query: string): Promise<CampPage> {
  const response = await page.request.get(`/api/v1/camps?${query}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as CampPage
}

const plural = (n: number) =>
  n === 1 ? `Found 1 surf camp matching your criteria` : `Found ${n} surf camps matching your criteria`

test('the home search bar filters the list; heading and count come from the server', async ({ page }) => {
  await page.goto('/')
  await scrollThroughHome(page)
  // Filters chosen before the app has hydrated the search bar are lost: the test below, to fix.
  await page.waitForLoadState('networkidle')
  const search = page.getByRole('search').last()
  await search.getByLabel('Location').selectOption('taghazout')
  await search.getByLabel('Duration').selectOption('7')
  await search.getByRole('button', { name: 'Search' }).click()
  await expectPath(page, '/surf-camps')
  expect(new URL(page.url()).search).toBe('?location=taghazout&duration=7')
  const expected = await campsFromApi(page, 'location=taghazout&duration=7')
  expect(expected.total).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Morocco Surf Camp Search Results' })).toBeVisible()
  await expect(page.getByTestId('result-count')).toHaveText(plural(expected.total))
  const cards = page.getByTestId('camp-card')
  await expect(cards).toHaveCount(Math.min(expected.total, 12))
  for (const card of await cards.all()) {
    await expect(card).toContainText('Taghazout')
    await expect(card).toContainText('7 days')
  }
  // The bar on the list keeps the filters; changing one searches again.
  const bar = page.getByRole('search')
  await expect(bar.getByLabel('Location')).toHaveValue('taghazout')
  await bar.getByLabel('Budget').selectOption('400-600')
  await bar.getByRole('button', { name: 'Search' }).click()
  const narrowed = await campsFromApi(page, 'location=taghazout&duration=7&budget=400-600')
  await expect(page.getByTestId('result-count')).toHaveText(plural(narrowed.total))
})

// The search bar is in a part that hydrates after the page (LoadWhenNear): what is chosen before then
// is handed to React when the part hydrates (HydratedApart), each value read when it changed.
// Slowed 4x, this lost the filters 12 times in 12 before (2026-11-27).
test('filters chosen in the home search bar before hydration are kept', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto('/', { waitUntil: 'commit' })
  const search = page.getByRole('search').last()
  await search.getByLabel('Location').selectOption('taghazout')
  await search.getByLabel('Duration').selectOption('7')
  await search.getByRole('button', { name: 'Search' }).click()
  await expectPath(page, '/surf-camps')
  const params = new URL(page.url()).searchParams
  expect([params.get('location'), params.get('duration')]).toEqual(['taghazout', '7'])
})

type Facets = {
  durations: { days: number; count: number }[]
  priceMin: string
  priceMax: string
  budgets: { value: string; low: number; high: number; count: number }[]
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

test('the search bar offers what the catalogue sells and refuses a day that has passed, in French at 375 px', async ({
  page,
}) => {
  const facets = (await (await page.request.get('/api/v1/camps/facets')).json()) as Facets
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/fr/surf-camps')
  await page.waitForLoadState('networkidle')
  const bar = page.getByRole('search')
  const values = (label: string) =>
    bar
      .getByLabel(label)
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
  // The lengths and price ranges of the packages on sale (the demo catalogue: 5 to 14 days, €305 to €1,290).
  expect(await values('Durée')).toEqual(facets.durations.map((d) => String(d.days)))
  expect(await values('Budget')).toEqual(facets.budgets.map((b) => b.value))
  expect(facets.budgets[0]!.low).toBeLessThanOrEqual(Number(facets.priceMin))
  expect(facets.budgets.at(-1)!.high).toBeGreaterThanOrEqual(Number(facets.priceMax))
  // The longest stay on offer finds its packages.
  const longest = facets.durations.at(-1)!
  await bar.getByLabel('Durée').selectOption(String(longest.days))
  await bar.getByRole('button', { name: 'Rechercher' }).click()
  await expect(page.getByTestId('result-count')).toContainText(String(longest.count))
  await expect(page.getByTestId('camp-card').first()).toContainText(`${longest.days} jours`)
  // A day that has passed is refused with a French message; the list does not change.
  const day = bar.getByLabel('Disponible le')
  expect(await day.getAttribute('min')).toBe(isoDay(new Date()))
  const search = new URL(page.url()).search
  await day.fill('2020-01-10')
  await bar.getByRole('button', { name: 'Rechercher' }).click()
  await expect(bar.getByText('Ce jour est passé\u202f: choisissez aujourd’hui ou un jour à venir.')).toBeVisible()
  expect(new URL(page.url()).search).toBe(search)
})

test('a link naming a stay opens the booking form on it, and every Book Now opens the form', async ({ page }) => {
  const [first] = (await campsFromApi(page, 'pageSize=1')).items
  const start = new Date()
  start.setDate(start.getDate() + 40)
  // The waitlist e-mail's Book now (backend/app/availability/mail.py), on the German site.
  await page.goto(`/de/packages/${first!.id}?start=${isoDay(start)}&days=10&people=2#booking`)
  const form = page.getByRole('dialog', { name: 'Buchen Sie Ihr Surfabenteuer' })
  await expect(form.getByLabel('Anzahl der Tage')).toHaveValue('10')
  await expect(form.getByLabel('Anzahl der Personen')).toHaveValue('2')
  await expect(form.getByLabel(/Anreisedatum/)).toHaveValue(isoDay(start))
  // The featured deal's Book Now opens its package's form too.
  await page.goto('/')
  await page.getByTestId('featured-deal').scrollIntoViewIfNeeded()
  // Hydrated first: before, the link is followed as without JavaScript, to the booking page (no dialog).
  await page.waitForLoadState('networkidle')
  await page.getByTestId('featured-deal').getByRole('link', { name: 'Book Now' }).click()
  await expect(page.getByRole('dialog', { name: 'Book Your Surf Adventure' })).toBeVisible()
})

test('without filters the list shows the default heading and pages through every camp', async ({ page }) => {
  const all = await campsFromApi(page, '')
  await page.goto('/surf-camps')
  await expect(page.getByRole('heading', { level: 1, name: 'Top Surf Camps in Taghazout & Tamraght' })).toBeVisible()
  await expect(page.getByTestId('camp-card')).toHaveCount(12)
  if (all.total > 12) {
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByTestId('camp-card')).toHaveCount(Math.min(12, all.total - 12))
  }
})

for (const alias of [
  { path: '/taghazout-camps', query: 'location=taghazout', heading: 'Taghazout Surf Camps', text: 'Taghazout' },
  { path: '/tamraght-camps', query: 'location=tamraght', heading: 'Tamraght Surf Camps', text: 'Tamraght' },
  { path: '/imsouane-camps', query: 'location=imsouane', heading: 'Imsouane Surf Camps', text: 'Imsouane' },
  { path: '/agadir-camps', query: 'location=agadir', heading: 'Agadir Surf Camps', text: 'Agadir' },
  { path: '/beginner-camps', query: 'type=beginner', heading: 'Beginner Surf Camps', text: 'Beginner' },
  { path: '/surf-yoga-camps', query: 'type=surf-yoga', heading: 'Surf & Yoga Camps', text: 'Surf & Yoga' },
]) {
  test(`${alias.path} presets its filter`, async ({ page }) => {
    const expected = await campsFromApi(page, alias.query)
    await page.goto(alias.path)
    await expect(page.getByRole('heading', { level: 1, name: alias.heading })).toBeVisible()
    // A landing page introduces itself (its description) rather than counting.
    await expect(page.getByTestId('result-count')).toHaveText(/^Surf (and yoga )?camps/)
    const cards = page.getByTestId('camp-card')
    await expect(cards).toHaveCount(Math.min(expected.total, 12))
    for (const card of await cards.all()) await expect(card).toContainText(alias.text)
  })
}

test('"Taghazout & Tamraght" lists those two villages; Imsouane and Agadir are towns of their own', async ({
  page,
}) => {
  const both = await campsFromApi(page, 'location=both&pageSize=48')
  const all = await campsFromApi(page, 'pageSize=48')
  expect(both.total).toBeLessThan(all.total)
  for (const item of both.items) expect(item.location).toMatch(/Taghazout|Tamraght/)
  await page.goto('/fr/surf-camps')
  const bar = page.getByRole('search')
  await expect(bar.getByLabel('Lieu').locator('option')).toHaveText([
    'Indifférent',
    'Taghazout',
    'Tamraght',
    'Imsouane',
    'Agadir',
    'Taghazout et Tamraght',
  ])
  for (const town of ['imsouane', 'agadir']) {
    const expected = await campsFromApi(page, `location=${town}`)
    expect(expected.total).toBeGreaterThan(0)
    await bar.getByLabel('Lieu').selectOption(town)
    await bar.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page.getByTestId('result-count')).toHaveText(
      `${expected.total} surf camps correspondent à vos critères`,
    )
    await expect(page.getByTestId('results')).not.toHaveAttribute('aria-busy')
    for (const card of await page.getByTestId('camp-card').all())
      await expect(card).toContainText(`${town[0]!.toUpperCase()}${town.slice(1)}, Maroc`)
  }
})

test('the landing pages also work under the language prefixes', async ({ page }) => {
  const expected = await campsFromApi(page, 'location=tamraght')
  await page.goto('/de/tamraght-camps')
  await expect(page.getByRole('heading', { level: 1, name: 'Surfcamps in Tamraght' })).toBeVisible()
  await expect(page.getByTestId('result-count')).toHaveText(/^Surfcamps in Tamraght, nur Minuten/)
  await expect(page.getByTestId('camp-card')).toHaveCount(Math.min(expected.total, 12))
  await page.goto('/fr/surf-camps?type=surf-yoga')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Résultats de recherche de surf camps au Maroc' }),
  ).toBeVisible()
})

test("a camp's place is named in the page's language, on the cards and the package page", async ({ page }) => {
  await page.goto('/de/tamraght-camps')
  const card = page.getByTestId('camp-card').first()
  await expect(card).toContainText('Tamraght, Marokko')
  await card.getByRole('link').first().click()
  await expect(page.getByTestId('booking-card')).toContainText('Tamraght, Marokko')
  await page.goto(page.url().replace('/de/', '/fr/'))
  await expect(page.getByTestId('booking-card')).toContainText('Tamraght, Maroc')
})

test('no results: the empty state leads back to every camp', async ({ page }) => {
  await page.goto('/surf-camps?budget=1-2')
  await expect(page.getByText('No surf camps match your criteria')).toBeVisible()
  await expect(page.getByText('Try adjusting your filters to see more results.')).toBeVisible()
  await page.getByRole('link', { name: 'View All Camps' }).click()
  await expectPath(page, '/surf-camps')
  await expect(page.getByRole('heading', { level: 1, name: 'Top Surf Camps in Taghazout & Tamraght' })).toBeVisible()
})

test('a card shows its real rating or New, and links to the package', async ({ page }) => {
  const first = (await campsFromApi(page, '')).items[0]!
  await page.goto('/surf-camps')
  const card = page.getByTestId('camp-card').first()
  await expect(card.getByRole('heading', { name: first.name })).toBeVisible()
  await expect(card.getByTestId('rating').or(card.getByTestId('rating-new'))).toBeVisible()
  await expect(page.getByText('4.8 (124')).toHaveCount(0)
  await card.getByRole('link', { name: /View Details/ }).click()
  await expectPath(page, `/packages/${first.id}`)
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()
})

test('package page: not found, loaded with gallery lightbox, and the coaching package by slug', async ({ page }) => {
  await page.goto('/packages/999999')
  await expect(page.getByRole('heading', { name: 'Package Not Found' })).toBeVisible()
  await expect(page.getByText('The requested package could not be found.')).toBeVisible()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expectPath(page, '/surf-camps')

  await page.goto('/surf-coaching-package')
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/packages\/\d+\/anchor-point-surf-house-7-day/)
  await expect(page.getByRole('heading', { level: 1, name: '7-Day Beginner Surf Coaching' })).toBeVisible()
  for (const tile of ['Duration', 'Max participants', 'Level', 'Rating'])
    await expect(page.getByText(tile, { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'About This Package' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What’s Included' })).toBeVisible()
  // The e2e server embeds no outside map (MAPS_EMBED_BASE_URL is empty): the page links to the map instead.
  await expect(page.locator('iframe[title^="Map of"]')).toHaveCount(0)
  await expect(page.locator('a[href^="https://www.openstreetmap.org/"]')).toBeVisible()

  const galleryButton = page.getByRole('button', { name: /View Gallery \(\d+\)/ })
  const total = Number((await galleryButton.textContent())!.match(/\((\d+)\)/)![1])
  expect(total).toBeGreaterThan(1)
  await galleryButton.click()
  const lightbox = page.getByTestId('lightbox')
  await expect(lightbox.getByTestId('lightbox-counter')).toHaveText(`1 / ${total}`)
  await lightbox.getByRole('button', { name: 'Previous image' }).click()
  await expect(lightbox.getByTestId('lightbox-counter')).toHaveText(`${total} / ${total}`)
  await lightbox.getByRole('button', { name: 'Next image' }).click()
  await expect(lightbox.getByTestId('lightbox-counter')).toHaveText(`1 / ${total}`)
  await page.keyboard.press('ArrowRight')
  await expect(lightbox.getByTestId('lightbox-counter')).toHaveText(`2 / ${total}`)
  // Focus stays inside while tabbing.
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab')
  expect(await lightbox.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0)
})

test('home: featured deal lightbox, featured camps, testimonials, blog teasers and newsletter', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('stats-strip')).toContainText('Happy Surfers')
  // The sections under the hero come in the server's HTML; the hero's link leads to the deal.
  await page.getByRole('link', { name: 'See the featured deal' }).click()
  const deal = page.getByTestId('featured-deal')
  await expect(deal).toBeInViewport()
  // The deal shows the package it books: 483 EUR for 7 days is 69 a day, 9 inclusions.
  await expect(deal).toContainText('€69')
  await expect(deal).toContainText('€483 for 7 days')
  await expect(deal.getByTestId('deal-includes').getByRole('listitem')).toHaveCount(6)
  await expect(deal).toContainText('+3 more')
  await deal.getByRole('button', { name: /Open photo 1 of/ }).click()
  const counter = page.getByTestId('lightbox-counter')
  const total = Number((await counter.textContent())!.split('/')[1])
  await page.getByRole('button', { name: 'Previous image' }).click()
  await expect(counter).toHaveText(`${total} / ${total}`)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('lightbox')).toHaveCount(0)

  await expect(
    page
      .getByTestId('featured-camps')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') }),
  ).toHaveCount(3)
  const testimonials = page.getByTestId('testimonials').getByRole('listitem')
  await expect(testimonials).toHaveCount(3)
  await expect(testimonials.first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
  const teasers = page.getByTestId('blog-teasers').getByRole('link')
  await expect(teasers).toHaveCount(3)
  await expect(teasers.first()).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/)
  await expect(page.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog')

  const email = page.getByLabel('Email address')
  await email.fill(`news-${Date.now()}@e2e.example.com`)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByTestId('newsletter-success')).toHaveText(
    'Thanks! Check your email for the free Morocco Surf Guide PDF.',
  )

  // Book Now is the featured package's booking form (its own page without a script, the dialog with one).
  await deal.getByRole('link', { name: 'Book Now' }).click()
  await expect(page.getByRole('dialog', { name: 'Book Your Surf Adventure' })).toBeVisible()
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/packages\/\d+\/book$/)
})
