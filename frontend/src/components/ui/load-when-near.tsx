import { useEffect, useRef, useState, type ReactNode } from 'react'
import { HydratedApart, usePrerendered } from '@/lib/ssr/prerendered'

/** How far below the viewport the place may be and still load at once. */
const AHEAD = '100px 0px'
/** Signs that the visitor is going further down the page: the part starts loading on the first one. */
const MOVES = ['scroll', 'keydown', 'touchmove', 'hashchange'] as const

/** The element a `#fragment` in the address names, if it is not on the page (yet). */
function missingHashTarget(): string | null {
  if (typeof window === 'undefined') return null
  const fragment = window.location.hash.slice(1)
  let id = fragment
  try {
    id = decodeURIComponent(fragment)
  } catch {
    // a malformed escape (#%E0%A4%A) names no element we make; look it up as it is
  }
  return id && !document.getElementById(id) ? id : null
}

/** Once the part is in, goes to the element of a `#fragment` the visitor asked for before it was there. */
function ScrollToTarget({ id }: { id: string | null }) {
  useEffect(() => {
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [id])
  return null
}

/**
 * Renders `children` (typically a `lazy()` component) once the visitor starts scrolling, follows a
 * link to a #fragment, or this place comes near the viewport; at once where IntersectionObserver is
 * missing. Until then an empty block of `minHeight` holds its place, so the footer does not jump
 * up, and the part's code, photos and API calls are not fetched for a first view that does not
 * show them. A page the server rendered has the part in its HTML already (for readers and crawlers
 * without JavaScript): it is shown at once there, and its code hydrates it when it arrives.
 */
export function LoadWhenNear({
  children,
  minHeight = '100vh',
  testId,
}: {
  children: ReactNode
  minHeight?: string
  testId?: string
}) {
  const placeholder = useRef<HTMLDivElement>(null)
  // An address or link with a #fragment that is not on the page yet (/#featured-deal) loads the part at once.
  const [target, setTarget] = useState(missingHashTarget)
  const prerendered = usePrerendered()
  const [near, setNear] = useState(() => prerendered || typeof IntersectionObserver === 'undefined' || target !== null)

  useEffect(() => {
    const node = placeholder.current
    if (near || !node) return
    const show = () => {
      setTarget(missingHashTarget())
      setNear(true)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show()
      },
      { rootMargin: AHEAD },
    )
    observer.observe(node)
    for (const move of MOVES) window.addEventListener(move, show, { passive: true, once: true })
    return () => {
      observer.disconnect()
      for (const move of MOVES) window.removeEventListener(move, show)
    }
  }, [near])

  useEffect(() => {
    if (!near) return // until then the listeners above load the part and note the #fragment
    // A #fragment followed while the part is still on its way (its code not yet in, a page the server
    // rendered not yet hydrated): the router found nothing to scroll to, so go there once it is in.
    const follow = () => {
      const id = missingHashTarget()
      if (id) setTarget(id)
    }
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [near])

  const holder = <div ref={placeholder} style={{ minHeight }} data-testid={testId} aria-hidden="true" />
  if (!near) return holder
  return (
    <HydratedApart fallback={holder}>
      {children}
      <ScrollToTarget id={target} />
    </HydratedApart>
  )
}
