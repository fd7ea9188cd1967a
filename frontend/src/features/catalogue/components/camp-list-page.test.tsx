import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CampCard, CatalogueFacets } from '@/api/types'
import { INITIAL_DATA_ELEMENT_ID, resetInitialData } from '@/api/initial-data'
import { todayIso } from '@/lib/format'
import { apiError, json, mockFetch, renderRoute } from '@/test/utils'

function card(overrides: Partial<CampCard> = {}): CampCard {
  return {
    id: 1,
    packageId: 1,
    campId: 1,
    slug: 'anchor-point-surf-house-7-day-beginner-surf-coaching',
    name: '7-Day Beginner Surf Coaching',
    campName: 'Anchor Point Surf House',
    location: 'Taghazout, Morocco',
    locationFilter: 'taghazout',
    price: '483.00',
    currency: 'EUR',
    duration: 7,
    rating: '4.67',
    reviewCount: 6,
    image: '/media/packages/featured/abc-1200.jpg',
    description: 'A full week of coaching.',
    difficulty: 'all_levels',
    typeFilter: 'all-levels',
    packageType: 'surf-only',
    includes: ['Daily surf lessons', 'Board and wetsuit', 'Breakfast'],
    fallbackLanguages: {},
    includedCount: 9,
    amenities: ['Hot Showers', 'WiFi', 'Airport Transfer', 'Meals', 'Surf Equipment', 'Pool'],
    maxPeople: 8,
    featured: true,
    nextAvailable: '2027-03-14',
    fewPlacesLeft: false,
    ...overrides,
  }
}

/** What the catalogue has on sale: the search bar's choices (GET /api/v1/camps/facets). */
function facets(overrides: Partial<CatalogueFacets> = {}): CatalogueFacets {
  return {
    durations: [
      { days: 5, count: 3 },
      { days: 10, count: 4 },
      { days: 14, count: 2 },
    ],
    priceMin: '305.00',
    priceMax: '1290.00',
    budgets: [
      { value: '200-400', low: 200, high: 400, count: 2 },
      { value: '400-600', low: 400, high: 600, count: 5 },
      { value: '1200-1400', low: 1200, high: 1400, count: 2 },
    ],
    locations: ['taghazout', 'tamraght', 'imsouane', 'agadir', 'both'].map((value) => ({ value, count: 2 })),
    packageTypes: [
      { value: 'surf-only', count: 6 },
      { value: 'surf-yoga', count: 3 },
    ],
    levels: [
      { value: 'beginner', count: 4 },
      { value: 'all-levels', count: 5 },
    ],
    ...overrides,
  }
}

function campsApi(items: CampCard[], total = items.length, offered: CatalogueFacets = facets()) {
  const seen: URLSearchParams[] = []
  const fetch = mockFetch({
    'GET /api/v1/camps/facets': () => json(offered),
    'GET /api/v1/camps': (request) => {
      seen.push(new URL(request.url).searchParams)
      return json({ items, total, page: 1, pageSize: 12 })
    },
  })
  return { fetch, seen }
}

describe('camp list', () => {
  it('shows the default heading without filters and the cards of the server', async () => {
    campsApi([card(), card({ id: 2, rating: null, reviewCount: 0, name: 'New Camp Week', maxPeople: 6 })])
    renderRoute('/surf-camps')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Top Surf Camps in Taghazout & Tamraght' }),
    ).toBeInTheDocument()
    const cards = await screen.findAllByTestId('camp-card')
    expect(cards).toHaveLength(2)
    expect(screen.queryByText(/Found \d+ surf camp/)).not.toBeInTheDocument()
  })

  it('shows the first page the server wrote into the page at once, without asking the API for it', async () => {
    const { seen } = campsApi([card({ name: 'From the API' })])
    const script = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: INITIAL_DATA_ELEMENT_ID,
    })
    script.textContent = JSON.stringify([
      {
        path: '/api/v1/camps',
        query: { page: '1', pageSize: '12', lang: 'en' },
        data: { items: [card({ name: 'Written Into The Page' })], total: 1, page: 1, pageSize: 12 },
      },
    ])
    document.head.append(script)
    resetInitialData() // read the page again: earlier tests' pages had none
    try {
      renderRoute('/surf-camps')
      expect(await screen.findByRole('heading', { level: 3, name: 'Written Into The Page' })).toBeInTheDocument()
      expect(seen).toHaveLength(0)
    } finally {
      script.remove()
      resetInitialData()
    }
  })

  it("loads the other cards' photos once the first card's photo is in", async () => {
    campsApi([card(), card({ id: 2, name: 'Second Week', image: '/media/packages/featured/def-1200.jpg' })])
    renderRoute('/surf-camps')
    const [first, second] = await screen.findAllByTestId('camp-card')
    const firstPhoto = within(first!).getByRole('img', { name: '7-Day Beginner Surf Coaching' })
    expect(firstPhoto).toHaveAttribute('fetchpriority', 'high')
    expect(within(second!).queryByRole('img', { name: 'Second Week' })).not.toBeInTheDocument()
    fireEvent.load(firstPhoto)
    expect(await within(second!).findByRole('img', { name: 'Second Week' })).toHaveAttribute('loading', 'lazy')
  })

  it('says how many camps the server found for the filters, singular and plural', async () => {
    const { seen } = campsApi([card()], 1)
    renderRoute('/surf-camps?location=taghazout&duration=7&budget=400-500&type=surf-only')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Morocco Surf Camp Search Results' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Found 1 surf camp matching your criteria')).toBeInTheDocument()
    const params = seen.at(-1)!
    expect(Object.fromEntries(params)).toMatchObject({
      location: 'taghazout',
      duration: '7',
      budget: '400-500',
      type: 'surf-only',
      lang: 'en',
    })
    // The search bar shows the current filters.
    const search = screen.getByRole('search')
    expect(within(search).getByLabelText('Location')).toHaveValue('taghazout')
    expect(within(search).getByLabelText('Budget')).toHaveValue('400-500')
  })

  it('counts the server total, not the page', async () => {
    campsApi([card(), card({ id: 2 })], 27)
    renderRoute('/surf-camps?location=both')
    expect(await screen.findByText('Found 27 surf camps matching your criteria')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument()
  })

  it('shows the empty state with a way back to all camps', async () => {
    campsApi([], 0)
    renderRoute('/surf-camps?budget=1-2')
    expect(await screen.findByText('No surf camps match your criteria')).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your filters to see more results.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View All Camps' })).toHaveAttribute('href', '/surf-camps')
  })

  it('is a landing page for a town: its own heading and introduction, the town preset, in French', async () => {
    const { seen } = campsApi([card(), card({ id: 2 })], 30)
    renderRoute('/fr/imsouane-camps')
    expect(await screen.findByRole('heading', { level: 1, name: 'Surf camps à Imsouane' })).toBeInTheDocument()
    expect(screen.getByTestId('result-count')).toHaveTextContent(/^Surf camps à Imsouane, le village de pêcheurs/)
    expect(seen.at(-1)!.get('location')).toBe('imsouane')
    expect(seen.at(-1)!.get('lang')).toBe('fr')
    // Its next page stays on the landing page, in French.
    expect(await screen.findByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/fr/imsouane-camps?page=2')
  })

  it('refines a landing page with URL filters: results heading and count, next page on the same page', async () => {
    const { seen } = campsApi([card(), card({ id: 2 })], 30)
    renderRoute('/tamraght-camps?budget=300-400')
    expect(await screen.findByText('Found 30 surf camps matching your criteria')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Morocco Surf Camp Search Results')
    expect([seen.at(-1)!.get('location'), seen.at(-1)!.get('budget')]).toEqual(['tamraght', '300-400'])
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tamraght-camps?budget=300-400&page=2')
  })

  it('offers every town and "Taghazout & Tamraght" in the search bar, in French', async () => {
    campsApi([card()])
    renderRoute('/fr/surf-camps')
    const location = within(await screen.findByRole('search')).getByLabelText('Lieu')
    await within(location).findByRole('option', { name: 'Agadir' })
    const options = within(location)
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent])
    expect(options).toEqual([
      ['', expect.any(String)],
      ['taghazout', 'Taghazout'],
      ['tamraght', 'Tamraght'],
      ['imsouane', 'Imsouane'],
      ['agadir', 'Agadir'],
      ['both', 'Taghazout et Tamraght'],
    ])
  })

  it("offers the catalogue's lengths, price ranges, kinds and levels, in the page's language", async () => {
    campsApi([card()])
    renderRoute('/de/surf-camps')
    const search = await screen.findByRole('search')
    const duration = within(search).getByLabelText('Dauer')
    await within(duration).findByRole('option', { name: '14 Tage' })
    const shown = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent)
    expect(shown(duration)).toEqual(['Egal', '5 Tage', '10 Tage', '14 Tage'])
    const budgets = within(within(search).getByLabelText('Budget')).getAllByRole('option')
    expect(budgets.map((option) => option.getAttribute('value'))).toEqual(['', '200-400', '400-600', '1200-1400'])
    expect(budgets[3]).toHaveTextContent(/^1\.200\s*–\s*1\.400\s*€$/)
    const type = within(search).getByLabelText('Camp-Art')
    const groups = within(type).getAllByRole('group')
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Art des Aufenthalts', 'Niveau'])
    expect(shown(groups[0]!)).toEqual(['Nur Surfen', 'Surf & Yoga'])
    expect(shown(groups[1]!)).toEqual(['Anfänger', 'Alle Level'])
  })

  it('keeps a filter of the URL that the catalogue no longer offers selectable', async () => {
    campsApi([card()], 1, facets({ durations: [{ days: 7, count: 1 }] }))
    renderRoute('/surf-camps?duration=8')
    const duration = within(await screen.findByRole('search')).getByLabelText('Duration')
    await within(duration).findByRole('option', { name: '7 days' })
    expect(duration).toHaveValue('8')
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', '8 days', '7 days'])
  })

  it('refuses an arrival day that has passed, in the page language, and does not search', async () => {
    const { seen } = campsApi([card()])
    const { router } = renderRoute('/fr/surf-camps')
    await screen.findByTestId('camp-card')
    const search = screen.getByRole('search')
    const day = within(search).getByLabelText('Disponible le')
    expect(day).toHaveAttribute('min', todayIso())
    const asked = seen.length
    fireEvent.change(day, { target: { value: '2020-01-10' } })
    await userEvent.click(within(search).getByRole('button', { name: 'Rechercher' }))
    expect(
      await within(search).findByText('Ce jour est passé : choisissez aujourd’hui ou un jour à venir.'),
    ).toBeVisible()
    expect(day).toHaveAttribute('aria-invalid', 'true')
    expect(router.state.location.search).toBe('')
    expect(seen).toHaveLength(asked)
    // Today is fine: the list is searched for it.
    fireEvent.change(day, { target: { value: todayIso() } })
    expect(day).not.toHaveAttribute('aria-invalid')
    await userEvent.click(within(search).getByRole('button', { name: 'Rechercher' }))
    await waitFor(() => expect(router.state.location.search).toBe(`?date=${todayIso()}`))
  })

  it('marks the old results busy while a filter change loads, without moving them', async () => {
    let answer: (response: Response) => void = () => {}
    mockFetch({
      'GET /api/v1/camps/facets': () => json(facets()),
      'GET /api/v1/camps': (request) =>
        new URL(request.url).searchParams.get('location') === 'agadir'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : json({ items: [card(), card({ id: 2, name: 'Second Week' })], total: 2, page: 1, pageSize: 12 }),
    })
    renderRoute('/de/surf-camps?location=taghazout')
    expect(await screen.findByText('2 Surfcamps entsprechen Ihren Kriterien')).toBeInTheDocument()
    const search = screen.getByRole('search')
    await within(search).findByRole('option', { name: 'Agadir' })
    await userEvent.selectOptions(within(search).getByLabelText('Ort'), 'agadir')
    await userEvent.click(within(search).getByRole('button', { name: 'Suchen' }))
    // The old cards stay (no jump), dimmed and marked busy; the count says it is searching.
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('Suche läuft…'))
    expect(screen.getByTestId('searching')).toHaveTextContent('Suche läuft…')
    expect(screen.getByTestId('results')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getAllByTestId('camp-card')).toHaveLength(2)
    expect(screen.queryByText('2 Surfcamps entsprechen Ihren Kriterien')).not.toBeInTheDocument()
    answer(
      json({
        items: [card({ id: 9, name: 'Agadir Week', location: 'Agadir, Morocco', locationFilter: 'agadir' })],
        total: 1,
        page: 1,
        pageSize: 12,
      }),
    )
    expect(await screen.findByText('1 Surfcamp entspricht Ihren Kriterien')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('results')).not.toHaveAttribute('aria-busy'))
    expect(screen.queryByTestId('searching')).not.toBeInTheDocument()
    expect(within(screen.getByTestId('camp-card')).getByText('Agadir, Marokko')).toBeInTheDocument()
  })

  it.each([
    ['/beginner-camps', 'type', 'beginner', 'Beginner Surf Camps'],
    ['/surf-yoga-camps', 'type', 'surf-yoga', 'Surf & Yoga Camps'],
    ['/agadir-camps', 'location', 'agadir', 'Agadir Surf Camps'],
    ['/de/beginner-camps', 'type', 'beginner', 'Surfcamps für Anfänger'],
  ])('presets its filter on %s (%s=%s) under its own heading', async (path, name, value, heading) => {
    const { seen } = campsApi([card()])
    renderRoute(path)
    await screen.findAllByTestId('camp-card')
    expect(seen.at(-1)!.get(name)).toBe(value)
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  })
})

describe('camp card', () => {
  it('shows the real rating, or New without reviews — never a made-up score', async () => {
    campsApi([card(), card({ id: 2, rating: null, reviewCount: 0, name: 'Brand New Week' })])
    renderRoute('/surf-camps')
    const [rated, fresh] = await screen.findAllByTestId('camp-card')
    expect(within(rated!).getByTestId('rating')).toHaveTextContent('4.7')
    expect(within(rated!).getByText('(6 reviews)')).toBeInTheDocument()
    expect(within(fresh!).getByTestId('rating-new')).toHaveTextContent('New')
    expect(within(fresh!).queryByText(/4\.8/)).not.toBeInTheDocument()
  })

  it('has the spec fields, srcset widths and both links', async () => {
    campsApi([card({ maxPeople: 8 })])
    renderRoute('/surf-camps')
    const item = await screen.findByTestId('camp-card')
    const image = within(item).getByRole('img', { name: '7-Day Beginner Surf Coaching' })
    expect(image).toHaveAttribute(
      'srcset',
      '/media/packages/featured/abc-400.jpg 400w, /media/packages/featured/abc-800.jpg 800w, /media/packages/featured/abc-1200.jpg 1200w',
    )
    expect(image).toHaveAttribute('width', '1200')
    expect(within(item).getByText('7 days')).toBeInTheDocument()
    expect(within(item).getByText('Surf Only')).toBeInTheDocument()
    expect(within(item).getByText('All levels')).toBeInTheDocument()
    expect(within(item).getByText('+6 more included')).toBeInTheDocument()
    expect(within(item).getByText('Max 8')).toBeInTheDocument()
    expect(within(item).getByText('Taghazout, Morocco')).toBeInTheDocument()
    expect(within(item).getByText('/person')).toBeInTheDocument()
    // WiFi, Transfer, Meals, Equipment come first, the rest is counted.
    const chips = within(within(item).getByRole('list', { name: 'Amenities' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(chips).toEqual(['WiFi', 'Airport Transfer', 'Meals', 'Surf Equipment', '+2'])
    expect(within(item).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/packages/1')
    expect(within(item).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', '/packages/1/book')
  })
})

describe('camp card next available date', () => {
  it("names the next arrival in the reader's language, or says few places are left, or that none is near", async () => {
    campsApi([
      card(),
      card({ id: 2, name: 'Almost Full Week', fewPlacesLeft: true }),
      card({ id: 3, name: 'Closed Week', nextAvailable: null }),
    ])
    renderRoute('/fr/surf-camps')
    const [open, few, closed] = await screen.findAllByTestId('camp-card')
    expect(within(open!).getByTestId('next-available')).toHaveTextContent('Prochaine disponibilité : 14 mars')
    expect(within(few!).getByTestId('next-available')).toHaveTextContent('Plus que quelques places le 14 mars')
    expect(within(closed!).getByTestId('next-available')).toHaveTextContent('Pas de dates disponibles prochainement')
  })

  it('filters by an arrival day kept in the URL, and asks the server for it', async () => {
    // A day still to come whenever the test runs (a past one is dropped: below).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-01-05T10:00:00'))
    onTestFinished(() => void vi.useRealTimers())
    const { seen } = campsApi([card()], 13)
    renderRoute('/de/surf-camps?date=2027-03-14&location=imsouane')
    expect(await screen.findByTestId('camp-card')).toBeInTheDocument()
    expect([seen.at(-1)!.get('availableOn'), seen.at(-1)!.get('location')]).toEqual(['2027-03-14', 'imsouane'])
    expect(within(screen.getByRole('search')).getByLabelText('Frei am')).toHaveValue('2027-03-14')
    // Each card shown can start that day, and says so rather than its next date.
    expect(screen.getByTestId('next-available')).toHaveTextContent('Verfügbar am 14. März')
    // Its Book Now opens the booking form on that day.
    expect(within(screen.getByTestId('camp-card')).getByRole('link', { name: /^Jetzt buchen/ })).toHaveAttribute(
      'href',
      '/de/packages/1/book?start=2027-03-14',
    )
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute(
      'href',
      '/de/surf-camps?location=imsouane&date=2027-03-14&page=2',
    )
  })

  it('says in the reader’s language why the server refused an arrival day (past the booking horizon), and offers every date', async () => {
    mockFetch({
      'GET /api/v1/camps': (request) =>
        new URL(request.url).searchParams.has('availableOn')
          ? apiError(422, 'validation_error', 'x', { fields: { availableOn: 'date_too_far' } })
          : json({ items: [card()], total: 1, page: 1, pageSize: 12 }),
    })
    renderRoute('/fr/surf-camps?date=2099-03-14&location=imsouane')
    expect(await screen.findByTestId('day-refused')).toHaveTextContent(
      /^Disponible le\s: Cette date est trop lointaine\. Veuillez choisir une date plus proche/,
    )
    await userEvent.setup().click(screen.getByRole('link', { name: 'Voir toutes les dates' }))
    expect(await screen.findByTestId('camp-card')).toBeInTheDocument()
    // The other filters stay: only the day goes.
    expect(within(screen.getByRole('search')).getByLabelText('Lieu')).toHaveValue('imsouane')
  })

  it.each(['2027-02-30', '2020-01-10'])('drops %s, a day not on the calendar or past', async (day) => {
    const { seen } = campsApi([card()])
    renderRoute(`/surf-camps?date=${day}`)
    await screen.findByTestId('camp-card')
    expect(seen.at(-1)!.has('availableOn')).toBe(false)
  })
})

describe('camp card group size', () => {
  it("shows the server's one group-size value", async () => {
    campsApi([card({ maxPeople: 6 })])
    renderRoute('/fr/surf-camps')
    const item = await screen.findByTestId('camp-card')
    expect(within(item).getByText('Max. 6')).toBeInTheDocument()
    expect(within(item).getByText('Taghazout, Maroc')).toBeInTheDocument()
  })
})
