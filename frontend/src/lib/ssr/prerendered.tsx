import { createContext, useContext, useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react'
import { replayTypedValues } from './typed-before-hydration'

/**
 * Whether the tree being rendered is the server's HTML: on the server (entry-server.tsx), and in the
 * browser while it hydrates that HTML. A part that waits in the browser (LoadWhenNear) shows itself
 * at once then, as the server did, so the first render matches the HTML; once hydrated, parts that
 * mount later (after a navigation) wait as usual.
 */
const PrerenderedContext = createContext(false)
const hydration = { done: false }

export function Prerendered({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydration.done = true
    // The tree's own effects have run (a parent's run after its children's): every form of the page is
    // React's now, and gets what the visitor typed into it before the code had run.
    for (const form of Array.from(document.forms)) replayTypedValues(form)
  }, [])
  return <PrerenderedContext.Provider value={true}>{children}</PrerenderedContext.Provider>
}

/**
 * Put last inside a Suspense boundary whose content the server rendered (LoadWhenNear): that content
 * hydrates after the root, once its code has arrived, so the root's replay (above) ran before its forms
 * were React's. A form chosen in meanwhile (the home search bar: a location picked, then Search) is
 * handed to React here, in the boundary's own commit, before React replays the click that was held
 * back until the boundary hydrated.
 */
export function ReplayTypedValues() {
  useLayoutEffect(() => {
    for (const form of Array.from(document.forms)) replayTypedValues(form)
  }, [])
  return null
}

/** True while rendering what the server rendered (read it once, when a part mounts). */
export function usePrerendered(): boolean {
  return useContext(PrerenderedContext) && !hydration.done
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
