import { useState, type FormEvent } from 'react'
import { LoadWhenNear } from '@/components/ui/load-when-near'
import { serverRendered } from '@/test/hydrate'
import { HydratedApart, Prerendered, pageHydrated, reactListens } from './prerendered'

/** The forgot-password form's shape: an uncontrolled field read on submit. */
function ResetForm({ onSend }: { onSend: (email: string) => void }) {
  const [sent, setSent] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSend(new FormData(event.currentTarget).get('email') as string)
    setSent(true)
  }
  return sent ? (
    <p>Check your inbox</p>
  ) : (
    <form onSubmit={submit}>
      <input aria-label="Email" name="email" defaultValue="" />
      <button>Send reset link</button>
    </form>
  )
}

describe('a part hydrated apart (HydratedApart)', () => {
  // First: a page hydrates once per module load (the first Prerendered ends it for the others).
  it('hydrates a server-rendered part inside it as the server rendered it (no mismatch)', async () => {
    const page = (
      <HydratedApart>
        <h1>Surf camps</h1>
        <LoadWhenNear testId="later">
          <p>Testimonials</p>
        </LoadWhenNear>
      </HydratedApart>
    )
    // As in a browser: LoadWhenNear waits for the viewport, but not when it hydrates the server's HTML.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    const server = serverRendered(<Prerendered>{page}</Prerendered>) // as entry-server.tsx
    const testimonials = server.container.querySelector('p')
    expect(pageHydrated()).toBe(true) // not a server-rendered page yet: rendered by the browser
    reactListens() // as main.tsx, as hydration starts
    expect(pageHydrated()).toBe(false)
    expect(await server.hydrate(<Prerendered>{page}</Prerendered>)).toEqual([])
    expect(server.container.querySelector('p')).toBe(testimonials) // hydrated, not rendered again
    expect(pageHydrated()).toBe(true) // the page and its part
    server.remove()
    vi.unstubAllGlobals()
  })

  it('sends, once hydrated, a form typed into and sent before the code had arrived', async () => {
    const server = serverRendered(
      <HydratedApart>
        <ResetForm onSend={() => {}} />
      </HydratedApart>,
    )
    const { container } = server
    // What the visitor did before the code was there, and what src/boot/load-after-paint.js kept of it.
    container.querySelector('input')!.value = 'nobody@example.com'
    const button = container.querySelector('button')!
    ;(window as { __heldAction?: () => void }).__heldAction = () => button.click()
    const sent: string[] = []
    await server.hydrate(
      <Prerendered>
        <HydratedApart>
          <ResetForm onSend={(email) => sent.push(email)} />
        </HydratedApart>
      </Prerendered>,
    )
    await server.settle()
    expect(sent).toEqual(['nobody@example.com'])
    expect(container).toHaveTextContent('Check your inbox')
    server.remove()
  })
})
