import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { session } from '@/lib/auth/session'
import { apiError, json, mockFetch, renderRoute } from '@/test/utils'

const reply = (message: string, suggestions: unknown[] = [], language = 'en') =>
  json({ message, suggestions, truncated: false, language })

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

beforeEach(() => {
  session.forget()
  window.sessionStorage.clear()
})

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open the surf assistant' }))
  return screen.findByRole('dialog', { name: 'Surf Assistant' })
}

describe('chat assistant', () => {
  it('greets, asks the level, and disables sending while empty or waiting', async () => {
    const pending = deferred<Response>()
    const fetchMock = mockFetch({ 'POST /api/v1/assistant/chat': () => pending.promise })
    renderRoute('/about')
    const user = userEvent.setup()
    const panel = await openPanel(user)
    expect(within(panel).getByText('Online • Ready to help!')).toBeInTheDocument()
    const log = within(panel).getByRole('log', { name: 'Conversation with the surf assistant' })
    expect(log).toHaveTextContent('beginner, intermediate or advanced')
    const input = within(panel).getByPlaceholderText('Ask about surf camps...')
    expect(input).toHaveFocus()
    const send = within(panel).getByRole('button', { name: 'Send' })
    expect(send).toBeDisabled()
    await user.type(input, '   ')
    expect(send).toBeDisabled()
    await user.clear(input)
    await user.type(input, 'I am a beginner{Enter}')
    expect(input).toHaveValue('')
    expect(within(panel).getByTestId('typing-indicator')).toBeInTheDocument()
    await user.type(input, 'and in Tamraght?')
    expect(send).toBeDisabled()
    await user.keyboard('{Enter}')
    expect(fetchMock.mock.calls.filter(([r]) => (r as Request).url.endsWith('/assistant/chat'))).toHaveLength(1)

    await act(async () =>
      pending.resolve(
        reply('Here are packages for beginners', [
          {
            packageId: 7,
            name: 'Beginner Week',
            campName: 'Sunset House',
            location: 'Taghazout, Morocco',
            locationKey: 'taghazout',
            durationDays: 7,
            price: '483.00',
            currency: 'EUR',
            url: '/packages/7/beginner-week',
          },
        ]),
      ),
    )
    expect(await within(log).findByText(/Here are packages for beginners/)).toBeInTheDocument()
    expect(within(log).getByRole('link', { name: /Beginner Week/ })).toHaveAttribute(
      'href',
      '/packages/7/beginner-week',
    )
    expect(within(panel).queryByTestId('typing-indicator')).toBeNull()
    expect(send).toBeEnabled()
    const body = await fetchMock.mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.url.endsWith('/assistant/chat'))!
      .json()
    expect(body).toMatchObject({ language: 'en', messages: [{ role: 'user', content: 'I am a beginner' }] })
    expect(body.visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  }, 20_000) // the first test also loads the route's lazy chunk, slow on a busy runner

  it('marks a reply in the language the visitor wrote in, even on a page in another language', async () => {
    mockFetch({
      'POST /api/v1/assistant/chat': () => reply('Le package le moins cher (Tamraght) est Surf & Desert.', [], 'fr'),
    })
    renderRoute('/about')
    const user = userEvent.setup()
    const panel = await openPanel(user)
    await user.type(
      within(panel).getByPlaceholderText('Ask about surf camps...'),
      'Quel est le camp le moins cher à Tamraght ?{Enter}',
    )
    const answer = await within(panel).findByText(/Le package le moins cher/)
    expect(answer.closest('[lang]')).toHaveAttribute('lang', 'fr')
  })

  it('asks for the e-mail after four messages, saves it, thanks and hides the field', async () => {
    mockFetch({
      'POST /api/v1/assistant/chat': () => reply('Noted!'),
      'POST /api/v1/assistant/email': () =>
        json({ message: 'Thank you! We’ll send you personalised surf camp recommendations soon.' }),
    })
    renderRoute('/about')
    const user = userEvent.setup()
    const panel = await openPanel(user)
    const input = within(panel).getByPlaceholderText('Ask about surf camps...')
    await user.type(input, 'beginner{Enter}')
    await within(panel).findByText('Noted!')
    expect(within(panel).queryByPlaceholderText('Your email...')).toBeNull() // 3 messages so far
    await user.type(input, 'Taghazout{Enter}')
    await vi.waitFor(() => expect(within(panel).getAllByText('Noted!')).toHaveLength(2))
    const email = within(panel).getByPlaceholderText('Your email...')
    await user.type(email, 'not-an-address')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please enter a valid email')
    await user.clear(email)
    await user.type(email, 'surfer@example.com')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    expect(await within(panel).findByText(/personalised surf camp recommendations/)).toBeInTheDocument()
    expect(within(panel).queryByPlaceholderText('Your email...')).toBeNull()
  })

  it('shows the failure message and WhatsApp when the assistant cannot answer', async () => {
    mockFetch({ 'POST /api/v1/assistant/chat': () => apiError(503, 'service_unavailable') })
    renderRoute('/about')
    const user = userEvent.setup()
    const panel = await openPanel(user)
    await user.type(within(panel).getByPlaceholderText('Ask about surf camps...'), 'hello{Enter}')
    expect(
      await within(panel).findByText(
        /Sorry, I’m having trouble right now. Please try again or contact us via WhatsApp!/,
      ),
    ).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/'),
    )
  })

  it('closes with Escape and with the close icon, giving focus back to the button', async () => {
    mockFetch()
    renderRoute('/about')
    const user = userEvent.setup()
    await openPanel(user)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Surf Assistant' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Open the surf assistant' })).toHaveFocus()
    const panel = await openPanel(user)
    const closeButtons = within(panel).getAllByRole('button', { name: 'Close the surf assistant' })
    await user.click(closeButtons[0]!)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
