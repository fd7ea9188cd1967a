import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { session } from '@/lib/auth/session'
import { apiError, json, mockFetch, renderRoute, siteConfig } from '@/test/utils'

const noCms = {
  'GET /api/v1/content': (r: Request) =>
    json({ section: new URL(r.url).searchParams.get('section'), language: 'en', items: [] }),
}

beforeEach(() => {
  session.forget()
})

/** A question of a QuestionList: the `summary` of its native disclosure. */
function question(name: string): HTMLElement {
  const summary = screen.getByRole('heading', { name }).closest('summary')
  if (!summary) throw new Error(`no question "${name}"`)
  return summary
}

async function findQuestion(name: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { name })
  return question(name)
}

const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open

describe('FAQ', () => {
  it('has 10 questions that expand and collapse independently, with answers from the site config', async () => {
    mockFetch(noCms)
    renderRoute('/faq')
    const user = userEvent.setup()
    const list = await screen.findByRole('region', { name: 'Questions and answers' })
    expect(list.querySelectorAll('details > summary')).toHaveLength(10)
    const first = question('Do I need surfing experience?')
    const cancel = question('What is the cancellation policy?')
    expect(isOpen(first)).toBe(false)
    const cancelAnswer = cancel.nextElementSibling as HTMLElement
    expect(cancelAnswer).not.toBeVisible()

    await user.click(first)
    await user.click(cancel)
    expect(isOpen(first)).toBe(true)
    expect(isOpen(cancel)).toBe(true)
    expect(cancelAnswer).toBeVisible()
    expect(cancelAnswer).toHaveTextContent(
      'Free cancellation up to 72 hours before arrival. Between 72 and 24 hours before arrival, 50% of the amount is refunded.',
    )

    await user.click(first)
    expect(isOpen(first)).toBe(false)
    expect(isOpen(cancel)).toBe(true)

    await user.click(question('How does booking work?'))
    expect(screen.getByText(/confirms availability within 24 hours/)).toBeVisible()
    // No group discount is configured: the group answer does not promise one.
    await user.click(question('Can I book for a group or with friends?'))
    expect(screen.queryByText(/off the stay/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Ask us on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/212600000000'),
    )
  })

  it('states the configured group discount and confirmation time', async () => {
    mockFetch({
      ...noCms,
      'GET /api/v1/site-config': () =>
        json({ ...siteConfig, confirmationHours: 12, groupDiscount: { minPeople: 4, percent: '10' } }),
    })
    renderRoute('/faq')
    const user = userEvent.setup()
    await user.click(await findQuestion('Can I book for a group or with friends?'))
    expect(await screen.findByText(/Groups of 4 or more get 10% off the stay\./)).toBeVisible()
    await user.click(question('How does booking work?'))
    expect(screen.getByText(/within 12 hours/)).toBeVisible()
  })

  it('uses an active CMS faq section in the page language instead of the built-in questions', async () => {
    mockFetch({
      'GET /api/v1/content': () =>
        json({
          section: 'faq',
          language: 'en',
          items: [
            {
              id: 1,
              sectionKey: 'faq',
              title: 'Questions',
              content: JSON.stringify([{ question: 'Is breakfast included?', answer: 'Yes, every day.' }]),
              contentType: 'json',
              language: 'en',
              meta: {},
              updatedAt: '2025-01-01T00:00:00Z',
            },
          ],
        }),
    })
    renderRoute('/faq')
    const user = userEvent.setup()
    await user.click(await findQuestion('Is breakfast included?'))
    expect(screen.getByText('Yes, every day.')).toBeVisible()
    expect(screen.queryByText('Do I need surfing experience?')).toBeNull()
  })
})

describe('about', () => {
  const cmsAbout = (language: string) => ({
    'GET /api/v1/content': () =>
      json({
        section: 'about',
        language,
        items: [
          {
            id: 2,
            sectionKey: 'about',
            title: 'Our story',
            content: 'Founded by surfers.\n\nRun <b>locally</b>.',
            contentType: 'text',
            language,
            meta: {},
            updatedAt: '2025-01-01T00:00:00Z',
          },
        ],
      }),
  })

  it('shows the built-in mission, values and marketing figures from the config', async () => {
    mockFetch(noCms)
    renderRoute('/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument()
    for (const value of ['Local First', 'Community', 'Trust & Safety'])
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument()
    expect(await screen.findByText('1,000+')).toBeInTheDocument()
  })

  it('writes the figures as the page language writes numbers', async () => {
    mockFetch(noCms)
    renderRoute('/de/about')
    expect(await screen.findByText('1.000+')).toBeInTheDocument()
  })

  it('has the careers and press sections /careers and /press lead to, with the contact address', async () => {
    mockFetch(noCms)
    const { router } = renderRoute('/de/press')
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/about'))
    expect(router.state.location.hash).toBe('#press')
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument()
    const press = document.getElementById('press')!
    expect(within(press).getByRole('heading', { name: 'Presse' })).toBeInTheDocument()
    expect(await within(press).findByRole('link', { name: 'hello@surfcamp.test' })).toHaveAttribute(
      'href',
      'mailto:hello@surfcamp.test',
    )
    expect(within(document.getElementById('careers')!).getByRole('heading', { name: 'Karriere' })).toBeInTheDocument()
  })

  it('lets an active CMS about section in the page language replace the mission text, as plain text', async () => {
    mockFetch(cmsAbout('en'))
    renderRoute('/about')
    expect(await screen.findByRole('heading', { name: 'Our story' })).toBeInTheDocument()
    expect(screen.getByText('Founded by surfers.')).toBeInTheDocument()
    expect(screen.getByText('Run <b>locally</b>.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Our mission' })).toBeNull()
  })

  it('keeps the translated page when the CMS only has English', async () => {
    mockFetch(cmsAbout('en'))
    renderRoute('/fr/about')
    expect(await screen.findByRole('heading', { name: 'Notre mission' })).toBeInTheDocument()
    expect(screen.queryByText('Our story')).toBeNull()
  })
})

describe('contact form', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(/Your name/), 'Amina')
    await user.type(screen.getByLabelText(/^Email/), 'amina@example.com')
    await user.type(screen.getByLabelText(/^Message/), 'Do you have room in May?')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
  }

  it('sends the message, thanks the visitor and clears the form', async () => {
    const fetchMock = mockFetch({ 'POST /api/v1/contact': () => json({ message: 'ok' }, { status: 201 }) })
    renderRoute('/contact')
    const user = userEvent.setup()
    await fill(user)
    expect(await screen.findByText('Thank you for your message! We’ll get back to you soon.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Your name/)).toHaveValue('')
    expect(screen.getByLabelText(/^Message/)).toHaveValue('')
    const call = fetchMock.mock.calls.map(([input]) => input as Request).find((r) => r.url.endsWith('/api/v1/contact'))!
    expect(await call.json()).toEqual({
      name: 'Amina',
      email: 'amina@example.com',
      message: 'Do you have room in May?',
      language: 'en',
    })
  })

  it('says so, in the visitor’s language, when the message is too large for the server', async () => {
    mockFetch({ 'POST /api/v1/contact': () => apiError(413, 'request_too_large', 'The request is too large.') })
    renderRoute('/fr/contact')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/Votre nom/), 'Amina')
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'amina@example.com')
    await user.type(screen.getByLabelText(/^Message/), 'Un très long message')
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre envoi est trop volumineux. Veuillez le raccourcir et réessayer.',
    )
  })

  it('keeps what was typed and explains the failure', async () => {
    mockFetch({ 'POST /api/v1/contact': () => apiError(500, 'internal_error') })
    renderRoute('/contact')
    const user = userEvent.setup()
    await fill(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t send your message. Please try again, or contact us on WhatsApp.',
    )
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Amina')
    expect(screen.getByLabelText(/^Email/)).toHaveValue('amina@example.com')
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Do you have room in May?')
  })

  it('shows the configured contact details, the response time and a WhatsApp button', async () => {
    mockFetch()
    renderRoute('/contact')
    const details = await screen.findByRole('region', { name: 'Contact details' })
    expect(await within(details).findByRole('link', { name: 'hello@surfcamp.test' })).toHaveAttribute(
      'href',
      'mailto:hello@surfcamp.test',
    )
    expect(within(details).getByText('+212 500 000 000')).toBeInTheDocument()
    expect(screen.getByText('Usually within 2-4 hours')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute('target', '_blank')
  })
})

describe('legal and help pages', () => {
  it('terms state the configured policy and mail the legal team', async () => {
    mockFetch()
    renderRoute('/terms')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument()
    expect(await screen.findByText(/Free cancellation up to 72 hours/)).toBeInTheDocument()
    expect(screen.getByText(/governed by Moroccan law/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact Legal Team' })).toHaveAttribute(
      'href',
      'mailto:legal@surfcamp.test',
    )
  })

  it('help offers e-mail support with the configured address', async () => {
    mockFetch()
    renderRoute('/help')
    expect(await screen.findByRole('link', { name: 'Send an e-mail' })).toHaveAttribute(
      'href',
      'mailto:hello@surfcamp.test',
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Booking & availability', 'Payment & cancellation', 'Your surf trip']),
    )
  })

  it('newsletter unsubscribe: success and invalid link', async () => {
    mockFetch({
      'POST /api/v1/newsletter/unsubscribe': async (r) =>
        (await r.json()).token === 'good-token-123' ? json({ message: 'ok' }) : apiError(400, 'invalid_token'),
    })
    const user = userEvent.setup()
    const { unmount } = renderRoute('/newsletter/unsubscribe?token=good-token-123')
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument()
    unmount()
    renderRoute('/newsletter/unsubscribe?token=bad-token-456')
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument()
  })
})
