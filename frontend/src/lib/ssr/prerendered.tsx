import {
  Suspense,
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
import { replayTypedValues } from './typed-before-hydration'

/**
 * Whether the tree being rendered is the server's HTML: on the server (entry-server.tsx), and in the
 * browser while it hydrates that HTML. A part that waits in the browser (LoadWhenNear) shows itself
 * at once then, as the server did, so the first render matches the HTML; once hydrated, parts that
 * mount later (after a navigation) wait as usual.
 */
const PrerenderedContext = createContext(false)
const hydration = { started: false, done: false }
// The parts hydrated apart whose server HTML React has not hydrated yet (after the page's commit).
const partsHydrating = new Set<Part>()

/**
 * Whether the whole server's HTML is React's: the page and each part hydrated apart. Until then an
 * update that reaches a part not yet hydrated from outside React's own state (the language's store)
 * makes React hydrate it with that update, which the server's HTML does not show: a hydration error,
 * and the part rendered again (src/i18n/routing.tsx avoids it). A page the browser rendered itself is.
 */
export function pageHydrated(): boolean {
  return !hydration.started || (hydration.done && partsHydrating.size === 0)
}

/**
 * Tests only (src/test/setup.ts): no hydration has begun, as in a fresh page; and the context's value
 * the server's renderer may have left set (see src/test/server-contexts.ts) is the default again.
 */
export function resetHydrationForTests(): void {
  const context = PrerenderedContext as unknown as { _currentValue: boolean; _currentValue2: boolean }
  context._currentValue = context._currentValue2
  hydration.started = false
  hydration.done = false
  partsHydrating.clear()
  delete (window as Held).__reactListens
  delete (window as Held).__heldAction
}

/** Loads `url` as a new page from the server (instead of rendering it in place). */
export function loadFromServer(url: string): void {
  window.location.assign(url)
}

export function Prerendered({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    hydration.done = true
    // In the commit that ends hydration: a click or submit made while the page hydrated (React then
    // hydrates at once and hands it the event right after this commit, before any passive effect)
    // finds what the visitor typed before the code had run in the form's state.
    replayEveryForm()
  }, [])
  useEffect(() => {
    // The tree's own effects have run too (a parent's run after its children's): a form that set
    // itself up in one gets the typed values again, then what the visitor did before the code had
    // arrived is done (src/boot/load-after-paint.js holds it).
    replayEveryForm()
    replayHeldAction()
  }, [])
  return <PrerenderedContext.Provider value={true}>{children}</PrerenderedContext.Provider>
}

/** What src/boot/load-after-paint.js and this module share on `window`. */
type Held = { __heldAction?: () => void; __reactListens?: boolean }

/**
 * Called as hydration starts: from now on React itself listens on the page (a click on a part not yet
 * hydrated hydrates it first), so the loader no longer holds clicks and submits.
 */
export function reactListens() {
  hydration.started = true
  ;(window as Held).__reactListens = true
}

/**
 * Does again what the visitor did before the page's code had arrived (held by
 * src/boot/load-after-paint.js): the chat opens, the form is sent, once the page is React's.
 */
function replayHeldAction() {
  const shared = window as Held
  const held = shared.__heldAction
  delete shared.__heldAction
  // In a task of its own: a click on a part not hydrated yet (HydratedApart) makes React hydrate it
  // first, which it cannot do from inside its own commit (an effect): the click would be dropped.
  if (held) setTimeout(held, 0)
}

/** Hands every form of the page what was typed into it before its code had run. */
function replayEveryForm() {
  for (const form of Array.from(document.forms)) replayTypedValues(form)
}

/**
 * A part of a server-rendered page that React hydrates in a pass of its own, after the page's: a
 * Suspense boundary. The page's content under the header and the footer are such parts, so the
 * page's hydration is no single task of 250 ms on a slow phone (Lighthouse's blocking time): React
 * hydrates them at idle priority, in slices of a few milliseconds, and at once where clicked or typed
 * into. A lazily loaded part (LoadWhenNear, with its placeholder as `fallback`) is one too: it
 * hydrates once its code has arrived. In its own commit the part gets what was typed into its forms
 * meanwhile (the home search bar: a location picked, then Search), before React replays the click
 * it held back until the part hydrated.
 */
export function HydratedApart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const prerendered = usePrerendered()
  // Made when the part mounts, with the page: whether its content is the server's HTML, which React
  // hydrates later, after the page's own commit (usePrerendered reads it inside the part).
  const part = useRef(prerendered)
  const [hydrating] = useState(prerendered) // the part's children stay the same while it hydrates
  useLayoutEffect(() => {
    // In the page's commit: a part whose own commit has not come yet is still the server's HTML.
    if (part.current) partsHydrating.add(part)
    return () => {
      partsHydrating.delete(part)
    }
  }, [])
  return (
    <PartContext.Provider value={part}>
      <Suspense fallback={fallback}>
        {children}
        {hydrating && <PartHydrated hydratingRef={part} />}
      </Suspense>
    </PartContext.Provider>
  )
}

/** Whether the part around is still the server's HTML, being hydrated. */
type Part = RefObject<boolean>
const PartContext = createContext<Part | null>(null)

/** Last in a part hydrated apart: in the part's own commit, it is hydrated, and gets what was typed. */
function PartHydrated({ hydratingRef }: { hydratingRef: Part }) {
  useLayoutEffect(() => {
    hydratingRef.current = false
    partsHydrating.delete(hydratingRef)
    replayEveryForm()
  }, [hydratingRef])
  return null
}

/** True while rendering what the server rendered (read it once, when a part mounts). */
export function usePrerendered(): boolean {
  const part = useContext(PartContext)
  // In a part hydrated apart, until that part is hydrated (after the page's own commit).
  return useContext(PrerenderedContext) && (part ? part.current : !hydration.done)
}

const unchanging = () => () => {}

/**
 * False on the server and while the browser hydrates its HTML, true afterwards (React renders again
 * once hydrated) and from the start of a page the browser renders itself. What only the browser
 * knows (the address's #fragment, storage) is read through it, so hydration starts from the
 * server's tree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
}
