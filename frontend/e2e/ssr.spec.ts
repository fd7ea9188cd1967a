import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

/**
 * Public pages come rendered from the server (backend/app/seo/ssr.py, src/entry-server.tsx): a reader
 * or crawler without JavaScript reads them in the URL's language, and with JavaScript the app hydrates
 * that HTML without a mismatch and without asking the API for what the page already carries.
 */

type CampPage = {
  items: { packageId: number; slug: string; name: string; campName: string; price: string; image: string | null }[]
}
type Package = {
  id: number
  slug: string
  name: string
  description: string
  includedFeatures: string[]
  camp: { name: string }
}
type Reviews = { items: { comment: string }[] }
type Posts = { items: { slug: string; title: string }[] }

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url)
  expect(response.ok(), url).toBe(true)
  return (await response.json()) as T
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

test('without JavaScript the camp list, a package and its reviews read in French and German', async ({
  browser,
  request,
}) => {
  const camps = await json<CampPage>(request, '/api/v1/camps?page=1&pageSize=12&lang=fr')
  const reviewed = await json<CampPage>(request, '/api/v1/camps?page=1&pageSize=48&lang=de')
  let target: { pkg: Package; reviews: Reviews } | null = null
  for (const card of reviewed.items) {
    const reviews = await json<Reviews>(request, `/api/v1/packages/${card.packageId}/reviews?pageSize=10&lang=de`)
    if (reviews.items.length) {
      target = { pkg: await json<Package>(request, `/api/v1/packages/${card.packageId}?lang=de`), reviews }
      break
    }
  }
  expect(target, 'the demo catalogue has a reviewed package').not.toBeNull()
  const { pkg, reviews } = target!

  await withoutJavaScript(browser, async (page) => {
    await page.goto('/fr/surf-camps')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Les meilleurs surf camps de Taghazout et Tamraght',
    )
    const cards = page.getByTestId('camp-card')
    await expect(cards).toHaveCount(camps.items.length)
    await expect(cards.first()).toContainText(camps.items[0]!.name)
    await expect(cards.first()).toContainText('€')
    // Every card has its photo: the ones the script holds back until the first is in come from <noscript>.
    await expect(cards.locator('img')).toHaveCount(camps.items.filter((camp) => camp.image).length)
    // The language switch is made of links: it works without the script.
    await page.getByRole('group', { name: 'Langue' }).first().getByRole('link', { name: 'DE' }).click()
    await expect(page).toHaveURL(/\/de\/surf-camps$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')

    await page.goto(`/de/packages/${pkg.id}/${pkg.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pkg.name)
    const main = page.locator('main')
    await expect(main).toContainText(pkg.camp.name)
    await expect(main).toContainText(pkg.includedFeatures[0]!)
    await expect(main).toContainText('pro Person')
    await expect(main).toContainText(reviews.items[0]!.comment.slice(0, 40))
    // Book Now is a link to the booking form's own page, which works without the script (no-script.spec.ts).
    await expect(main.getByTestId('booking-card').getByRole('link', { name: 'Jetzt buchen' })).toHaveAttribute(
      'href',
      `/de/packages/${pkg.id}/book`,
    )
  })
})

test('without JavaScript home, FAQ, blog and contact read in their language, with working contacts', async ({
  browser,
  request,
}) => {
  const posts = await json<Posts>(request, '/api/v1/blog?lang=de')
  const post = posts.items[0]!
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/de')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('featured-deal')).toBeVisible()
    await expect(page.getByTestId('blog-teasers')).toContainText(post.title)

    await page.goto('/fr/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes')
    await expect(page.locator('main')).toContainText('Faut-il savoir surfer\u202f?')

    await page.goto(`/de/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    expect((await page.locator('main article, main').first().innerText()).length).toBeGreaterThan(1500)

    await page.goto('/fr/contact')
    // The form posts to the page itself without the script (no-script.spec.ts sends it); WhatsApp and
    // e-mail are in the footer.
    await expect(page.locator('form[method=post][action="/fr/contact"]').getByRole('textbox')).toHaveCount(3)
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/)
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
    // Every page is reachable: the footer's links are plain links to the French pages.
    await footer.getByRole('link', { name: 'À propos' }).click()
    await expect(page).toHaveURL(/\/fr\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test('without JavaScript a phone opens the menu and reaches a page through it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
  try {
    const page = await context.newPage()
    await page.goto('/de/faq')
    const menu = page.locator('#site-menu')
    await expect(menu).toBeHidden()
    // The controls that need the script are not offered (the menu button, the WhatsApp and chat buttons).
    const needScript = page.locator('.needs-script')
    await expect(needScript).toHaveCount(3)
    for (const control of await needScript.all()) await expect(control).toBeHidden()
    await page.getByRole('link', { name: 'Menü öffnen' }).click()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Über uns' }).click()
    await expect(page).toHaveURL(/\/de\/about$/)
  } finally {
    await context.close()
  }
})

test('without JavaScript the search bar filters the list through the server', async ({ browser, request }) => {
  const expected = await json<CampPage & { total: number }>(
    request,
    '/api/v1/camps?location=imsouane&page=1&pageSize=12&lang=de',
  )
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/de/surf-camps')
    const search = page.getByRole('search')
    await search.getByLabel('Ort').selectOption('imsouane')
    await search.getByRole('button').click()
    await expect(page).toHaveURL(/\/de\/surf-camps\?location=imsouane/)
    await expect(page.getByTestId('camp-card')).toHaveCount(expected.items.length)
    for (const card of await page.getByTestId('camp-card').all()) await expect(card).toContainText('Imsouane')
  })
})

// Every page kind that shows one record (backend/app/kit/public_site.json "data"), with a record that does
// not exist, and an address that is no page: (URL, its heading, the way back it offers, the page title).
const MISSING: [string, string, string, string][] = [
  ['/fr/packages/99999', 'Formule introuvable', '/fr/surf-camps', 'Page introuvable'],
  ['/de/packages/99999/kein-paket', 'Paket nicht gefunden', '/de/surf-camps', 'Seite nicht gefunden'],
  ['/fr/packages/aucune-formule', 'Formule introuvable', '/fr/surf-camps', 'Page introuvable'],
  ['/de/blog/kein-artikel', 'Artikel nicht gefunden', '/de/blog', 'Seite nicht gefunden'],
  ['/fr/page-inconnue', 'Page introuvable', '/fr/surf-camps', 'Page introuvable'],
]

test('a missing package, blog post or page is a 404 with its heading and a way back, with and without JavaScript', async ({
  browser,
  page,
}) => {
  await withoutJavaScript(browser, async (reader) => {
    for (const [url, heading, back, title] of MISSING) {
      const response = await reader.goto(url)
      expect(response!.status(), url).toBe(404)
      await expect(reader.getByRole('heading', { level: 1 }), url).toHaveText(heading)
      await expect(reader.locator(`main a[href="${back}"]`), url).toBeVisible()
      await expect(reader.locator('body'), url).not.toContainText(/Chargement|Wird geladen|Loading/)
      expect(await reader.title(), url).toMatch(new RegExp(`^${title} \\|`))
    }
  })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const dataRequests: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/api/') && path !== '/api/v1/page-views') dataRequests.push(path)
  })
  for (const [url, heading, , title] of MISSING) {
    const response = await page.goto(url)
    expect(response!.status(), url).toBe(404)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading)
    expect(await page.title(), url).toMatch(new RegExp(`^${title} \\|`))
    // Hydrated from the page's own answer: no request for the record, no difference from the server's HTML.
    expect(dataRequests, url).toEqual([])
    expect(errors, url).toEqual([])
  }
  // The way back works once hydrated.
  await page.goto('/de/blog/kein-artikel')
  await page.locator('main a[href="/de/blog"]').click()
  await expect(page).toHaveURL(/\/de\/blog$/)
})

test('without JavaScript the search bar offers the catalogue’s choices and the browser refuses a past day', async ({
  browser,
  request,
}) => {
  const facets = await json<{ durations: { days: number }[] }>(request, '/api/v1/camps/facets')
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/fr/surf-camps')
    const search = page.getByRole('search')
    const durations = await search
      .getByLabel('Durée')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
    expect(durations).toEqual(facets.durations.map((d) => String(d.days)))
    const day = search.getByLabel('Disponible le')
    await day.fill('2020-01-10')
    await search.getByRole('button').click()
    // The field's min (today) stops the form in the browser; the page stays as it was.
    expect(await day.evaluate((input) => (input as HTMLInputElement).validity.rangeUnderflow)).toBe(true)
    expect(new URL(page.url()).search).toBe('')
  })
})

test('with JavaScript every public page hydrates the server HTML without errors or data requests', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const camps = await json<CampPage>(request, '/api/v1/camps?page=1&pageSize=12&lang=en')
  const posts = await json<Posts>(request, '/api/v1/blog?lang=fr')
  const first = camps.items[0]!
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const dataRequests: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/v1/page-views') dataRequests.push(url.pathname)
  })
  const pages = [
    '/',
    '/fr',
    '/de/surf-camps',
    '/fr/taghazout-camps',
    '/beginner-camps?duration=7',
    `/de/packages/${first.packageId}/${first.slug}`,
    '/fr/about',
    '/de/faq',
    '/contact',
    '/fr/blog',
    `/fr/blog/${posts.items[0]!.slug}`,
    '/de/join-partner',
    '/fr/booking-help',
  ]
  // The title, description and canonical of the page in the browser, or of the server's HTML.
  const head = (source: string | null) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html')
    return [
      doc.title,
      doc.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
      doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ]
  }
  for (const path of pages) {
    await page.goto(path)
    // The server's HTML is there before any script ran; once hydrated, it reacts to the visitor.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(errors, path).toEqual([])
    expect(dataRequests, path).toEqual([])
    // The app keeps the head the server gave the page: title, description and canonical.
    const html = await (await request.get(path)).text()
    expect(await page.evaluate(head, null), path).toEqual(await page.evaluate(head, html))
  }
  // Hydrated, not replaced: the menu and the language switch work on the server's HTML.
  await page.goto('/fr/surf-camps')
  await page.getByRole('group', { name: 'Langue' }).first().getByRole('link', { name: 'DE' }).click()
  await expect(page).toHaveURL(/\/de\/surf-camps$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die besten Surfcamps in Taghazout & Tamraght')
  expect(errors).toEqual([])
})

test('the language switch clicked while the page still hydrates leads to that language’s page, without a hydration error', async ({
  page,
}) => {
  // A slow phone: the page's parts hydrate one after another for a while after the header has.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/fr/surf-camps')
  await page.getByRole('group', { name: 'Langue' }).first().getByRole('link', { name: 'DE' }).click()
  await expect(page).toHaveURL(/\/de\/surf-camps$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die besten Surfcamps in Taghazout & Tamraght')
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

test('a visitor who scrolls while the page still hydrates stays where they scrolled to, and Back returns there', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/contact', { waitUntil: 'commit' })
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }))
  await page.waitForLoadState('networkidle') // hydrated
  expect(await page.evaluate(() => window.scrollY)).toBe(500)
  // Scroll restoration works from the first navigation on: the next page opens at its top ...
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  // (clicked where it is, without scrolling to it first as a visitor's tap would)
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).dispatchEvent('click')
  await expect(page).toHaveURL(/\/faq$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // ... and Back finds the first page where it was left.
  await page.goBack()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500)
})

test('a package opened at #booking shows the booking form once hydrated', async ({ page, request }) => {
  const camps = await json<CampPage>(request, '/api/v1/camps?page=1&pageSize=1&lang=en')
  const card = camps.items[0]!
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  await page.goto(`/packages/${card.packageId}/${card.slug}#booking`)
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(errors).toEqual([])
})

test('what a visitor types into a form before the page has hydrated is kept and sent', async ({ page }) => {
  // The page's code is held back while the visitor fills the server-rendered form, as on a slow phone.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // Not "domcontentloaded": that waits for the (deferred) module scripts, which are held.
  await page.goto('/register-camp', { waitUntil: 'commit' })
  await expect(page.getByLabel('Surf camp name')).toBeVisible()
  await page.getByLabel('Surf camp name').fill('Early Bird Surf House')
  await page.getByLabel('Location').selectOption('imsouane')
  await page.getByLabel('Camp type').selectOption('hostel')
  await page.getByLabel('Contact name').fill('Yassine')
  await page.getByLabel('Email').fill(`early-${Date.now()}@e2e.example.com`)
  await page.getByLabel('WhatsApp number').fill('+212 600 000 002')
  await page.getByLabel('Tell us about your camp').fill('Dorms above the bay.')
  await page.getByLabel('Package title').fill('Bay Week')
  await page.getByLabel('Price per person (€)').fill('300')
  await page.getByLabel('What’s included').fill('Lessons')
  release()
  await page.waitForLoadState('networkidle')
  await expect(page.getByLabel('Surf camp name')).toHaveValue('Early Bird Surf House')
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
})

/** Holds the page's code back (its entry module) until the returned function is called, as on a slow line. */
async function holdTheCode(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('a button clicked and a form sent before the page’s code has arrived are done once it has', async ({ page }) => {
  let release = await holdTheCode(page)
  await page.goto('/fr/faq', { waitUntil: 'commit' })
  await page.getByRole('button', { name: 'Ouvrir l’assistant surf' }).click()
  release()
  await expect(page.getByRole('dialog', { name: 'Assistant Surf' })).toBeVisible()

  release = await holdTheCode(page)
  await page.goto('/forgot-password?area=admin', { waitUntil: 'commit' })
  await page.getByLabel('Email').fill('nobody@e2e.example.com')
  await page.getByLabel('Email').press('Enter')
  release()
  await expect(page.getByText(/If an account exists for this address/)).toBeVisible()
  await expect(page).toHaveURL(/\/forgot-password\?area=admin$/) // sent by the app, not by the browser
})

test('a link clicked while the page is still starting leads to its page', async ({ page }) => {
  // On a slow phone the server's page is on screen well before the app has taken it over: a tap on
  // a card's "Book now" at any moment of that must still open the package (a click landing while
  // React hydrated in slices was once lost).
  test.setTimeout(120_000) // eight page loads on a slowed processor
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  for (let attempt = 0; attempt < 8; attempt++) {
    await page.goto('/de/surf-camps', { waitUntil: 'domcontentloaded' })
    await page.waitForTimeout(attempt * 100)
    await page.getByTestId('camp-card').first().getByRole('link', { name: 'Jetzt buchen' }).click()
    await expect(page, `clicked ${attempt * 100} ms after the HTML`).toHaveURL(/\/de\/packages\/\d+\/book$/)
  }
})
