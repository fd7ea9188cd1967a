import { render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import type { BlogPostCard } from '@/api/types'
import { createQueryClient } from '@/app/query-client'
import i18n from '@/i18n'
import publicDe from '@/i18n/bundles/public-de'
import { json, mockFetch } from '@/test/utils'
import { BlogTeasers } from './blog-teasers'

function post(id: number, category: string): BlogPostCard {
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: 'An excerpt.',
    category,
    author: 'Youssef Amrani',
    image: null,
    publishedAt: '2025-10-14T08:00:00Z',
    readTimeMinutes: 4,
  }
}

it('names the categories of the teasers in the reader’s language, from the home page’s own texts', async () => {
  mockFetch({
    'GET /api/v1/blog': () =>
      json({ items: [post(1, 'surf-spots'), post(2, 'travel-tips'), post(3, 'new-kind')], total: 3 }),
  })
  await i18n.changeLanguage('de')
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BlogTeasers />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  expect(await screen.findByText('Surfspots')).toBeInTheDocument()
  expect(screen.getByText('Reisetipps')).toBeInTheDocument()
  expect(screen.getByText('New Kind')).toBeInTheDocument() // a category the site does not know yet
  expect(screen.queryByText('Surf Spots')).not.toBeInTheDocument()
  // The home page loads only the public texts: the names must be there, not in the blog's part.
  expect(publicDe.blogCategories['surf-spots']).toBe('Surfspots')
})
