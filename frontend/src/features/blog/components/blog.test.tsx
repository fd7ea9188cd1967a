import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { session } from '@/lib/auth/session'
import { apiError, json, mockFetch, renderRoute } from '@/test/utils'

const post = (id: number, slug: string, category: string, title: string) => ({
  id,
  slug,
  title,
  excerpt: `About ${title}`,
  image: `/media/blog/${slug}-1200.jpg`,
  category,
  author: 'Youssef Amrani',
  readTimeMinutes: 6,
  publishedAt: `2025-0${id}-01T08:00:00Z`,
})

const ALL = [
  post(3, 'best-time-surf-morocco-2025', 'weather-seasons', 'The Best Time to Surf'),
  post(2, 'top-5-surf-spots-taghazout', 'surf-spots', 'Top 5 Surf Spots'),
  post(1, 'what-to-pack-morocco-surf-camp', 'travel-tips', 'What to Pack'),
]

beforeEach(() => session.forget())

describe('blog index', () => {
  it('features the newest post with All and filters by category through the API', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/blog': (request) => {
        const category = new URL(request.url).searchParams.get('category')
        return json({ items: category ? ALL.filter((p) => p.category === category) : ALL })
      },
    })
    renderRoute('/blog')
    const user = userEvent.setup()
    const featured = await screen.findByTestId('featured-post')
    expect(within(featured).getByRole('heading', { name: 'The Best Time to Surf' })).toBeInTheDocument()
    expect(within(featured).getByRole('link', { name: 'The Best Time to Surf' })).toHaveAttribute(
      'href',
      '/blog/best-time-surf-morocco-2025',
    )
    expect(screen.getAllByTestId('post-card')).toHaveLength(2)
    const image = featured.querySelector('img')
    expect(image).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/blog/best-time-surf-morocco-2025-400.jpg 400w'),
    )

    const all = screen.getByRole('button', { name: 'All' })
    expect(all).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Surf Spots' }))
    expect(screen.getByRole('button', { name: 'Surf Spots' })).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByRole('heading', { name: 'Top 5 Surf Spots' })).toBeInTheDocument()
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'The Best Time to Surf' })).toBeNull())
    expect(screen.queryByTestId('featured-post')).toBeNull()
    const urls = fetchMock.mock.calls.map(([input]) => (input as Request).url).filter((u) => u.includes('/api/v1/blog'))
    expect(urls.some((u) => u.includes('category=surf-spots') && u.includes('lang=en'))).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Photography' }))
    expect(await screen.findByText('No articles in this category yet.')).toBeInTheDocument()
  })

  it('has all seven category filters', async () => {
    mockFetch({ 'GET /api/v1/blog': () => json({ items: ALL }) })
    renderRoute('/blog')
    const group = await screen.findByRole('group', { name: 'Filter by category' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Beginner Tips', 'Surf Spots', 'Travel Tips', 'Weather & Seasons', 'Destinations', 'Photography'])
  })
})

describe('blog post', () => {
  it('renders the Markdown body without raw HTML', async () => {
    mockFetch({
      'GET /api/v1/blog/top-5-surf-spots-taghazout': () =>
        json({
          ...ALL[1],
          body: '## Anchor Point\n\nA **long** right.\n\n<script>window.hacked = true</script><b>raw</b>\n\n[camps](/surf-camps)',
        }),
    })
    renderRoute('/blog/top-5-surf-spots-taghazout')
    expect(await screen.findByRole('heading', { level: 1, name: 'Top 5 Surf Spots' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Anchor Point' })).toBeInTheDocument()
    expect(screen.getByText('long').tagName).toBe('STRONG')
    expect(document.querySelector('main script')).toBeNull()
    expect(screen.queryByText('raw')).toBeNull()
    expect(screen.getByRole('link', { name: 'camps' })).toHaveAttribute('href', '/surf-camps')
    expect(screen.getByText('By Youssef Amrani')).toBeInTheDocument()
    expect(screen.getByText('6 min read')).toBeInTheDocument()
    expect(document.title).toContain('Top 5 Surf Spots')
  })

  it('shows a not-found state with a way back', async () => {
    mockFetch({ 'GET /api/v1/blog/nope': () => apiError(404, 'post_not_found') })
    renderRoute('/blog/nope')
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /Back to the blog/ })[0]).toHaveAttribute('href', '/blog')
  })
})
