import { screen, within } from '@testing-library/react'
import { session } from '@/lib/auth/session'
import { packageDetail } from '@/test/package-detail'
import { json, makeUser, mockFetch, renderRoute, tokens } from '@/test/utils'

beforeEach(() => session.forget())
afterEach(() => session.forget())

const draft = packageDetail(
  { id: 9, name: 'Dune Week', description: 'Seven days on the bay.' },
  { name: 'Draft Dunes' },
)

function signedInWith(routes: Parameters<typeof mockFetch>[0]) {
  mockFetch({
    'POST /api/v1/auth/refresh': () => json(tokens(makeUser({ role: 'camp_admin', isActive: true }))),
    'GET /api/v1/packages/9/reviews': () => json({ items: [], total: 0, page: 1, pageSize: 10 }),
    ...routes,
  })
  return session.refresh()
}

describe('the back office preview of a pending camp’s package page', () => {
  it('shows the page travellers will read once the camp is live, with booking switched off', async () => {
    const asked: string[] = []
    await signedInWith({
      'GET /api/v1/admin/camps/4/preview/packages/9': (request) => {
        asked.push(new URL(request.url).searchParams.get('lang')!)
        return json(draft)
      },
    })
    renderRoute('/admin/camps/4/preview/9')
    const page = await screen.findByTestId('package-preview')
    expect(within(page).getByRole('heading', { level: 1, name: 'Dune Week' })).toBeInTheDocument()
    expect(within(page).getByText('Seven days on the bay.')).toBeInTheDocument()
    for (const book of within(page).getAllByRole('button', { name: 'Book Now' })) expect(book).toBeDisabled()
    expect(screen.getByText(/This page goes online when Draft Dunes is approved/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to camps' })).toHaveAttribute('href', '/admin/camps')
    expect(asked).toEqual(['en'])
  })

  it('says when the package is not the camp’s or no longer offered', async () => {
    await signedInWith({
      'GET /api/v1/admin/camps/4/preview/packages/9': () =>
        json({ error: 'package_not_found', detail: 'The requested package could not be found.' }, { status: 404 }),
    })
    renderRoute('/admin/camps/4/preview/9')
    expect(
      await screen.findByText('This package is not part of the camp, or is no longer offered.'),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('package-preview')).toBeNull()
  })
})
