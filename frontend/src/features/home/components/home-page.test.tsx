import { screen, within } from '@testing-library/react'
import { FEATURED_PACKAGE } from '@/lib/config/public-site'
import { packageDetail } from '@/test/package-detail'
import { json, mockFetch, renderRoute } from '@/test/utils'

const teaser = (id: number, category: string) => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: 'About it',
  image: null,
  category,
  author: 'Youssef Amrani',
  readTimeMinutes: 6,
  publishedAt: '2027-03-14T08:00:00Z',
})

describe('home page in French', () => {
  it('names the blog teasers categories and dates like the blog, and writes the figures the French way', async () => {
    mockFetch({ 'GET /api/v1/blog': () => json({ items: [teaser(1, 'surf-spots'), teaser(2, 'weather-seasons')] }) })
    renderRoute('/fr')
    const teasers = await screen.findByTestId('blog-teasers')
    expect(within(teasers).getByText('Spots de surf')).toBeInTheDocument()
    expect(within(teasers).getByText('Météo & saisons')).toBeInTheDocument()
    expect(within(teasers).queryByText('Surf Spots')).toBeNull()
    expect(within(teasers).getAllByText('14 mars 2027')).toHaveLength(2)
    const stats = await screen.findByTestId('stats-strip')
    // A narrow no-break space, as Intl writes it (getByText would read any space as a plain one).
    const figures = within(stats)
      .getAllByRole('definition')
      .map((figure) => figure.textContent)
    expect(figures).toContain('1\u202f000+')
  })
})

describe('home page Book Now', () => {
  it("opens the featured deal's package with its booking form, like every Book Now", async () => {
    mockFetch({
      [`GET /api/v1/packages/${FEATURED_PACKAGE}`]: () =>
        json(packageDetail({ id: 12, slug: 'coaching-week', name: 'Coaching Week' })),
    })
    renderRoute('/fr')
    const deal = await screen.findByTestId('featured-deal')
    await within(deal).findByRole('heading', { name: 'Coaching Week' })
    expect(within(deal).getByRole('link', { name: 'Réserver' })).toHaveAttribute('href', '/fr/packages/12/book')
  })
})
