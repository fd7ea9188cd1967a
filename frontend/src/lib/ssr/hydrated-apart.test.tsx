import { useState, type FormEvent } from 'react'
import { act } from '@testing-library/react'
import { LoadWhenNear } from '@/components/ui/load-when-near'
import { HydratedApart, Prerendered } from './prerendered'

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
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
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
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Prerendered>{page}</Prerendered>) // as entry-server.tsx
    document.body.appendChild(container)
    const testimonials = container.querySelector('p')
    const errors: unknown[] = []
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, <Prerendered>{page}</Prerendered>, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    expect(errors).toEqual([])
    expect(container.querySelector('p')).toBe(testimonials) // hydrated, not rendered again
    act(() => root!.unmount())
    container.remove()
    vi.unstubAllGlobals()
  })

  it('sends, once hydrated, a form typed into and sent before the code had arrived', async () => {
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <HydratedApart>
        <ResetForm onSend={() => {}} />
      </HydratedApart>,
    )
    document.body.appendChild(container)
    // What the visitor did before the code was there, and what src/boot/load-after-paint.js kept of it.
    container.querySelector('input')!.value = 'nobody@example.com'
    const button = container.querySelector('button')!
    ;(window as { __heldAction?: () => void }).__heldAction = () => button.click()
    const sent: string[] = []
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(
        container,
        <Prerendered>
          <HydratedApart>
            <ResetForm onSend={(email) => sent.push(email)} />
          </HydratedApart>
        </Prerendered>,
      )
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(sent).toEqual(['nobody@example.com'])
    expect(container).toHaveTextContent('Check your inbox')
    act(() => root!.unmount())
    container.remove()
  })
})
