import { lazy } from 'react'
import { act, render, screen } from '@testing-library/react'
import { LoadWhenNear } from './load-when-near'

type Watcher = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }

function installObserver() {
  const watchers: Watcher[] = []
  class FakeObserver {
    watcher: Watcher
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watcher = { callback, options, disconnected: false }
      watchers.push(this.watcher)
    }
    observe() {}
    disconnect() {
      this.watcher.disconnected = true
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  const scrollNear = (isIntersecting: boolean) =>
    act(() => {
      for (const w of watchers.filter((x) => !x.disconnected)) {
        w.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
      }
    })
  return { watchers, scrollNear }
}

afterEach(() => {
  vi.unstubAllGlobals()
  // jsdom has no scrollIntoView: the files after this one in the worker's window (isolate: false) get none either.
  delete (Element.prototype as Partial<Element>).scrollIntoView
})

describe('LoadWhenNear', () => {
  it('keeps an empty placeholder until the place comes near the viewport, then loads the part once', async () => {
    const { watchers, scrollNear } = installObserver()
    const load = vi.fn(async () => ({ default: () => <p>Testimonials</p> }))
    const Part = lazy(load)
    render(
      <LoadWhenNear testId="later" minHeight="600px">
        <Part />
      </LoadWhenNear>,
    )
    expect(screen.getByTestId('later')).toHaveStyle({ minHeight: '600px' })
    expect(screen.getByTestId('later')).toBeEmptyDOMElement()
    expect(load).not.toHaveBeenCalled()
    expect(watchers[0]?.options?.rootMargin).toBe('100px 0px')

    scrollNear(false)
    expect(load).not.toHaveBeenCalled()

    scrollNear(true)
    expect(await screen.findByText('Testimonials')).toBeInTheDocument()
    expect(screen.queryByTestId('later')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
    expect(watchers.every((w) => w.disconnected)).toBe(true)
  })

  it('starts loading on the first scroll, before the place is in view', async () => {
    installObserver()
    render(
      <LoadWhenNear testId="later">
        <p>Blog teasers</p>
      </LoadWhenNear>,
    )
    expect(screen.queryByText('Blog teasers')).not.toBeInTheDocument()
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
    expect(await screen.findByText('Blog teasers')).toBeInTheDocument()
  })

  it('follows a link to a #fragment inside the part: loads it and goes there', async () => {
    installObserver()
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    window.location.hash = '#featured-deal'
    try {
      render(
        <LoadWhenNear>
          <section id="featured-deal">Deal</section>
        </LoadWhenNear>,
      )
      expect(await screen.findByText('Deal')).toBeInTheDocument()
      expect(scrolled).toHaveBeenCalledTimes(1)
    } finally {
      window.location.hash = ''
    }
  })

  it('goes to a #fragment followed while the part was still loading, once it is in', async () => {
    vi.stubGlobal('IntersectionObserver', undefined) // the part is asked for at once
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {}
    const Part = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)))
    try {
      render(
        <LoadWhenNear>
          <Part />
        </LoadWhenNear>,
      )
      act(() => {
        window.location.hash = '#featured-deal'
        window.dispatchEvent(new HashChangeEvent('hashchange'))
      })
      expect(scrolled).not.toHaveBeenCalled()
      await act(async () => arrive({ default: () => <section id="featured-deal">Deal</section> }))
      expect(await screen.findByText('Deal')).toBeInTheDocument()
      expect(scrolled).toHaveBeenCalledTimes(1)
    } finally {
      window.location.hash = ''
    }
  })

  it('an address with a malformed #fragment does not break the page', async () => {
    installObserver()
    window.location.hash = '#%E0%A4%A'
    expect(window.location.hash).toBe('#%E0%A4%A') // decodeURIComponent throws on it
    try {
      render(
        <LoadWhenNear testId="later">
          <p>Newsletter</p>
        </LoadWhenNear>,
      )
      expect(await screen.findByText('Newsletter')).toBeInTheDocument()
      expect(screen.queryByTestId('later')).not.toBeInTheDocument()
    } finally {
      window.location.hash = ''
    }
  })

  it('renders the part at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(
      <LoadWhenNear>
        <p>Newsletter</p>
      </LoadWhenNear>,
    )
    expect(screen.getByText('Newsletter')).toBeInTheDocument()
  })
})
