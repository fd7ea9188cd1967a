import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PackageDetail } from '@/api/types'
import { packageDetail } from '@/test/package-detail'
import { json, mockFetch, renderRoute } from '@/test/utils'

const pkg = packageDetail(
  {},
  {
    address: 'North hillside above Anchor Point, Taghazout 80022',
    mapsUrl: 'https://maps.example.com/?q=ocean-camp',
    mapsEmbedUrl: 'https://maps.example.com/embed?q=ocean-camp',
  },
)

function renderPackage(data: PackageDetail = pkg, path = '/packages/7') {
  mockFetch({
    'GET /api/v1/packages/7': () => json(data),
    'GET /api/v1/packages/7/reviews': () => json({ items: [], total: 0, page: 1, pageSize: 10 }),
  })
  return renderRoute(path)
}

describe('package page when its photos or its map cannot load', () => {
  it('shows "Surf image coming soon" in the hero, not a broken image, and keeps the gallery button', async () => {
    renderPackage()
    const hero = await screen.findByRole('region', { name: 'Ocean Week' })
    const photo = within(hero).getByRole('img', { name: /Ocean Week/ })
    fireEvent.error(photo)
    expect(within(hero).getByText('Surf image coming soon')).toBeInTheDocument()
    expect(within(hero).getByRole('img', { name: /Ocean Week/ })).not.toHaveAttribute('src')
    expect(within(hero).getByRole('button', { name: 'View Gallery (2)' })).toBeInTheDocument()
  })

  it('shows the placeholder in the gallery lightbox when a photo fails there', async () => {
    renderPackage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'View Gallery (2)' }))
    const lightbox = await screen.findByTestId('lightbox')
    fireEvent.error(within(lightbox).getByRole('img'))
    expect(within(lightbox).getByText('Surf image coming soon')).toBeInTheDocument()
  })

  it('says so in French too', async () => {
    renderPackage(pkg, '/fr/packages/7')
    const hero = await screen.findByRole('region', { name: 'Ocean Week' })
    fireEvent.error(within(hero).getByRole('img', { name: /Ocean Week/ }))
    expect(within(hero).getByText('Photo de surf bientôt disponible')).toBeInTheDocument()
  })

  it('puts a card with the camp, its address and the way to the map on the embedded map', async () => {
    renderPackage()
    const section = await screen.findByRole('region', { name: 'Location' })
    const fallback = within(section).getByTestId('map-fallback')
    expect(within(fallback).getByText('Ocean Camp')).toBeInTheDocument()
    expect(within(fallback).getByText('North hillside above Anchor Point, Taghazout 80022')).toBeInTheDocument()
    expect(within(fallback).getByRole('link', { name: 'Open the map' })).toHaveAttribute(
      'href',
      'https://maps.example.com/?q=ocean-camp',
    )
    // The card lies on the map's box, after the embed, so it stays in sight whatever the embed shows.
    const frame = within(section).getByTitle('Map of Ocean Camp')
    expect(frame.parentElement).toBe(fallback.parentElement)
    expect(frame.compareDocumentPosition(fallback) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('falls back to the camp location and links the embed when the camp has no address or map link', async () => {
    renderPackage({ ...pkg, camp: { ...pkg.camp, address: null, mapsUrl: null } })
    const section = await screen.findByRole('region', { name: 'Location' })
    expect(within(within(section).getByTestId('map-fallback')).getByText('Taghazout, Morocco')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Open the map' })).toHaveAttribute(
      'href',
      'https://maps.example.com/embed?q=ocean-camp',
    )
  })
})
