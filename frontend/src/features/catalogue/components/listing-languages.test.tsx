import { screen, within } from '@testing-library/react'
import type { CampCard as CampCardData, PackageDetail } from '@/api/types'
import { packageDetail } from '@/test/package-detail'
import { json, mockFetch, renderRoute, renderWithProviders } from '@/test/utils'
import { MemoryRouter } from 'react-router'
import { CampCard } from './camp-card'

// A text the camp has not translated into the page's language comes in the camp's own language:
// the element says which (`lang`), and the package page tells the reader.

/** The package page at `path`; the API answers `data` for the page's language and an English-only package otherwise. */
function renderPackage(data: PackageDetail, path: string) {
  const pageLanguage = path.split('/')[1]
  mockFetch({
    'GET /api/v1/packages/7': (request) =>
      json(new URL(request.url).searchParams.get('lang') === pageLanguage ? data : packageDetail({ name: 'Wrong' })),
    'GET /api/v1/packages/7/reviews': () => json({ items: [], total: 0, page: 1, pageSize: 10 }),
  })
  renderRoute(path)
}

describe('a package page with texts in another language', () => {
  it('marks each English text on the French page and says why', async () => {
    renderPackage(
      packageDetail(
        {
          name: 'Semaine océan',
          description: 'Seven days of coaching.',
          includedFeatures: ['Daily lessons'],
          fallbackLanguages: { description: 'en', includedFeatures: 'en' },
        },
        { description: 'A house above the point.', fallbackLanguages: { description: 'en' } },
      ),
      '/fr/packages/7',
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Semaine océan' })).not.toHaveAttribute('lang')
    expect(screen.getByText('Seven days of coaching.')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Daily lessons').closest('ul')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('A house above the point.')).toHaveAttribute('lang', 'en')
    expect(screen.getByTestId('translation-notice').textContent).toBe(
      'Certaines parties de cette page sont affichées en anglais\u202f: le camp ne les a pas encore traduites en français.',
    )
  })

  it('names every language the page falls back to, in German', async () => {
    renderPackage(packageDetail({ fallbackLanguages: { name: 'en', description: 'fr' } }), '/de/packages/7')
    expect(await screen.findByTestId('translation-notice')).toHaveTextContent(
      'Teile dieser Seite werden auf Englisch und Französisch angezeigt',
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Ocean Week' })).toHaveAttribute('lang', 'en')
  })

  it('says nothing when every text is in the page language', async () => {
    renderPackage(packageDetail(), '/fr/packages/7')
    await screen.findByRole('heading', { level: 1, name: 'Ocean Week' })
    expect(screen.queryByTestId('translation-notice')).toBeNull()
    expect(screen.getByText('Seven days of coaching.')).not.toHaveAttribute('lang')
  })
})

describe('a camp card with texts in another language', () => {
  it('marks the untranslated name, description, amenities and inclusions', () => {
    const card = {
      id: 1,
      packageId: 1,
      campId: 1,
      slug: 'week',
      name: 'Dawn week',
      campName: 'Anchor Point',
      location: 'Taghazout, Morocco',
      locationFilter: 'taghazout',
      price: '483.00',
      currency: 'EUR',
      duration: 7,
      rating: null,
      reviewCount: 0,
      image: null,
      description: 'A full week of coaching.',
      difficulty: 'beginner',
      typeFilter: 'beginner',
      packageType: 'surf-only',
      includes: ['Daily lessons'],
      includedCount: 1,
      amenities: ['WiFi'],
      maxPeople: 8,
      featured: false,
      nextAvailable: null,
      fewPlacesLeft: false,
      fallbackLanguages: { name: 'en', description: 'en', amenities: 'en', includes: 'en' },
    } as CampCardData
    renderWithProviders(
      <MemoryRouter>
        <CampCard camp={card} />
      </MemoryRouter>,
    )
    const article = screen.getByTestId('camp-card')
    expect(within(article).getByRole('link', { name: 'Dawn week' })).toHaveAttribute('lang', 'en')
    expect(within(article).getByText('Anchor Point')).not.toHaveAttribute('lang')
    expect(within(article).getByText('A full week of coaching.')).toHaveAttribute('lang', 'en')
    expect(within(article).getByText('WiFi')).toHaveAttribute('lang', 'en')
    expect(within(article).getByText('Daily lessons')).toHaveAttribute('lang', 'en')
  })
})
