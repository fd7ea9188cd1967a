import source from './load-after-paint.js?raw'

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void

/** Runs the loader as the browser does: a classic script in a page whose #root holds `body`. */
function runLoader({ body = '', photo = false }: { body?: string; photo?: boolean } = {}) {
  document.head.innerHTML = photo
    ? '<link rel="preload" as="image" href="/media/a-1200.jpg" imagesrcset="/media/a-400.jpg 400w, /media/a-1200.jpg 1200w">'
    : ''
  document.body.innerHTML = `<div id="root">${body}</div>`
  const script = document.createElement('script')
  script.setAttribute('data-entry', '/assets/index.js')
  script.setAttribute('data-modules', '/assets/route.js /assets/texts-fr.js')
  document.head.appendChild(script)
  let paint: PaintCallback = () => {}
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: PaintCallback) {
        paint = callback
      }
      observe() {}
    },
  )
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
  new Function(source)()
  return { painted: () => paint({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }) }
}

const fetched = () => ({
  entry: Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')).map((s) => s.src),
  modules: Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
    (l) => new URL(l.href).pathname,
  ),
})

/**
 * The loader's listeners and the test's own (each preventDefault()s the clicks or submits it sees) are
 * removed when the test ends: the window is the next file's too (isolate: false), where a document
 * that cancels every click leaves forms unsent and checkboxes unticked.
 */
let listening = new AbortController()
function listenUntilTheTestEnds(target: Document) {
  const add = target.addEventListener.bind(target)
  vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) =>
    add(type, listener, {
      ...(typeof options === 'boolean' ? { capture: options } : options),
      signal: listening.signal,
    }),
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  listening = new AbortController()
  listenUntilTheTestEnds(document)
})
afterEach(() => {
  listening.abort()
  delete (document as { currentScript?: unknown }).currentScript
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the page loader', () => {
  it('fetches the code of a page the browser renders itself at once', () => {
    runLoader()
    expect(fetched().modules).toEqual(['/assets/route.js', '/assets/texts-fr.js'])
    expect(fetched().entry).toHaveLength(1)
  })

  it('fetches the code of a server-rendered page after its first paint and its photo, at low priority', () => {
    const page = runLoader({ body: '<main><h1>Surf camps</h1></main>', photo: true })
    expect(fetched().entry).toEqual([])
    page.painted()
    expect(fetched().entry).toEqual([]) // the photo is still on its way
    document.head.querySelector('link[rel="preload"]')!.dispatchEvent(new Event('load'))
    expect(fetched().modules).toEqual(['/assets/route.js', '/assets/texts-fr.js'])
    const [entry] = document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')
    expect(new URL(entry!.src).pathname).toBe('/assets/index.js')
    expect(entry!.crossOrigin).toBe('')
    expect((entry as HTMLScriptElement & { fetchPriority?: string }).fetchPriority).toBe('low')
  })

  it('does not wait for a photo that failed', () => {
    const page = runLoader({ body: '<h1>Surf camps</h1>', photo: true })
    page.painted()
    document.head.querySelector('link[rel="preload"]')!.dispatchEvent(new Event('error'))
    expect(fetched().entry).toHaveLength(1)
  })

  it('fetches the code at once when the visitor starts to use the page', () => {
    runLoader({ body: '<h1>Surf camps</h1>', photo: true })
    document.dispatchEvent(new Event('pointerdown'))
    expect(fetched().entry).toHaveLength(1)
  })

  it('holds a click on a button and a form sent that need the code, until React listens', () => {
    runLoader({
      body:
        '<button type="button">Chat</button><form action="/surf-camps"><button>Search</button></form>' +
        '<form><button>Send reset link</button></form>',
    })
    const shared = window as { __heldAction?: () => void; __reactListens?: boolean }
    const [chat, search, reset] = Array.from(document.querySelectorAll('button'))
    const clicks: string[] = []
    const sent: string[] = []
    chat!.addEventListener('click', () => clicks.push('chat'))
    document.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) sent.push((event.target as HTMLFormElement).getAttribute('action') ?? 'reset')
      event.preventDefault() // jsdom does not navigate
    })

    search!.click() // a form with an action is sent as it is
    expect(shared.__heldAction).toBeUndefined()
    reset!.click() // one without waits for the code
    expect(sent).toEqual(['/surf-camps'])
    shared.__reactListens = true // hydrated: the form is React's
    shared.__heldAction!()
    expect(sent).toEqual(['/surf-camps', 'reset'])

    delete shared.__reactListens
    chat!.click()
    expect(clicks).toEqual(['chat'])
    shared.__reactListens = true
    shared.__heldAction!()
    expect(clicks).toEqual(['chat', 'chat'])
    delete shared.__heldAction
    chat!.click()
    expect(shared.__heldAction).toBeUndefined()
    delete shared.__reactListens
  })

  it('holds a click on a Book Now link until React listens; other links are followed', () => {
    runLoader({ body: '<a href="/packages/1/book" data-opens-here="">Book Now</a><a href="/faq">FAQ</a>' })
    const shared = window as { __heldAction?: () => void; __reactListens?: boolean }
    const [book, faq] = Array.from(document.querySelectorAll('a'))
    const followed: string[] = []
    document.addEventListener('click', (event) => {
      if (!event.defaultPrevented) followed.push((event.target as HTMLAnchorElement).getAttribute('href')!)
      event.preventDefault() // jsdom does not navigate
    })
    faq!.click()
    expect(shared.__heldAction).toBeUndefined()
    book!.click() // waits for the code: then the app opens the dialog in place
    expect(followed).toEqual(['/faq'])
    shared.__reactListens = true
    shared.__heldAction!()
    expect(followed).toEqual(['/faq', '/packages/1/book'])
    delete shared.__heldAction
    delete shared.__reactListens
  })

  it('waits no more than three seconds, and only once', () => {
    runLoader({ body: '<h1>Surf camps</h1>', photo: true })
    vi.advanceTimersByTime(2999)
    expect(fetched().entry).toEqual([])
    vi.advanceTimersByTime(1)
    expect(fetched().entry).toHaveLength(1)
    document.head.querySelector('link[rel="preload"]')!.dispatchEvent(new Event('load'))
    expect(fetched().entry).toHaveLength(1)
  })
})
