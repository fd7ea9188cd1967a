import { expect, test } from '@playwright/test'
import { scrollThroughHome } from './support'

test('blog index: featured newest post, grid, and the category filter', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Surf Blog' })).toBeVisible()
  const featured = page.getByTestId('featured-post')
  await expect(featured.getByRole('heading', { name: 'The Best Time to Surf in Morocco (2025 Guide)' })).toBeVisible()
  await expect(page.getByTestId('post-card')).toHaveCount(5)
  await expect(featured.locator('img')).toHaveAttribute(
    'srcset',
    /-400\.jpg 400w, .*-800\.jpg 800w, .*-1200\.jpg 1200w/,
  )

  const filters = page.getByRole('group', { name: 'Filter by category' })
  await expect(filters.getByRole('button')).toHaveText([
    'All',
    'Beginner Tips',
    'Surf Spots',
    'Travel Tips',
    'Weather & Seasons',
    'Destinations',
    'Photography',
  ])
  await filters.getByRole('button', { name: 'Surf Spots' }).click()
  await expect(page).toHaveURL(/category=surf-spots/)
  await expect(page.getByTestId('post-card')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Top 5 Surf Spots in Taghazout' })).toBeVisible()
  await expect(page.getByTestId('featured-post')).toHaveCount(0)
  await filters.getByRole('button', { name: 'All' }).click()
  await expect(page.getByTestId('featured-post')).toBeVisible()
})

test('a blog post renders its Markdown with author, date, read time and a way back', async ({ page }) => {
  await page.goto('/blog')
  await page.getByRole('link', { name: 'Top 5 Surf Spots in Taghazout', exact: true }).click()
  await expect(page).toHaveURL(/\/blog\/top-5-surf-spots-taghazout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Top 5 Surf Spots in Taghazout' })).toBeVisible()
  await expect(page).toHaveTitle(/Top 5 Surf Spots in Taghazout/)
  await expect(page.getByText(/^By /)).toBeVisible()
  await expect(page.getByText(/\d+ min read/)).toBeVisible()
  await expect(page.getByText('Surf Spots', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('main').locator('h2').first()).toBeVisible()
  await expect(page.getByRole('main').locator('table')).toBeVisible() // a Markdown table
  await expect(page.getByRole('main').locator('article img').first()).toHaveAttribute('srcset', /-800\.jpg 800w/)
  await page.getByRole('link', { name: 'Back to the blog' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Surf Blog' })).toBeVisible()
})

test('an unknown post shows the not-found state', async ({ page }) => {
  await page.goto('/blog/no-such-article')
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Back to the blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('the blog in German and French', async ({ page }) => {
  await page.goto('/de/blog')
  await expect(
    page.getByRole('group', { name: 'Nach Kategorie filtern' }).getByRole('button', { name: 'Surfspots' }),
  ).toBeVisible()
  await page.getByTestId('featured-post').getByRole('heading').locator('a').click()
  await expect(page).toHaveURL(/\/de\/blog\/best-time-surf-morocco-2025$/)
  await expect(page.getByRole('link', { name: 'Zurück zum Blog' }).first()).toHaveAttribute('href', '/de/blog')
  await page.goto('/fr/blog/top-5-surf-spots-taghazout')
  await expect(page.getByText(/min de lecture/)).toBeVisible()
})

test('the home page names the blog teasers categories like the blog, in French, with French dates and figures', async ({
  page,
}) => {
  await page.goto('/fr')
  // A narrow no-break space groups the thousands, as French writes them.
  await expect(page.getByTestId('stats-strip')).toContainText('1\u202f000+')
  await scrollThroughHome(page)
  const teasers = page.getByTestId('blog-teasers')
  await expect(teasers.getByText('Météo & saisons', { exact: true })).toBeVisible()
  await expect(teasers).not.toContainText('Weather & Seasons')
  await expect(teasers.locator('time').first()).toHaveText(/^\d{1,2} [a-zéû.]+ \d{4}$/)
})
